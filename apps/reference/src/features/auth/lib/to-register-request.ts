import type { RegisterValues } from '@robomarket/ui';
import type { RegisterRequest } from '../api/types';

/**
 * The contract's RegisterRequest from what the dialog collected. Business fields go only with a BUSINESS
 * registration: the server rejects them for customers.
 */
export function toRegisterRequest(values: RegisterValues): RegisterRequest {
  const request: RegisterRequest = {
    user_type: values.user_type,
    email: values.email,
    password: values.password,
    first_name: values.first_name,
    last_name: values.last_name,
  };
  if (values.phone_number) request.phone_number = values.phone_number;
  if (values.user_type === 'BUSINESS') {
    if (values.company_name !== undefined) request.company_name = values.company_name;
    if (values.business_type !== undefined) request.business_type = values.business_type;
    if (values.parent_business_id !== undefined) request.parent_business_id = values.parent_business_id;
  }
  return request;
}
