import { useRegisterIotDevice } from '@robomarket/api-client/react';
import { RegisterDeviceDialog } from '@robomarket/ui';

/** The seller's Register device dialog for `workflowId`, open until the seller closes it. */
export function RegisterDevice({ workflowId, onClose }: { workflowId: string; onClose: () => void }) {
  const register = useRegisterIotDevice();
  return (
    <RegisterDeviceDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      onRegister={(body) => register.mutateAsync({ workflowId, body })}
    />
  );
}
