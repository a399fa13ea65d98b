// Generated from openapi.yaml by `pnpm gen`. Do not edit.

/** The limits of `WaitlistSignupRequest`'s fields. */
export const waitlistSignupRequestLimits = {
  "email": {
    "maxLength": 254
  }
} as const;

/** The limits of `ContactMessageRequest`'s fields. */
export const contactMessageRequestLimits = {
  "name": {
    "minLength": 1,
    "maxLength": 100,
    "pattern": "^[^\\x00-\\x1F\\x7F]*$"
  },
  "email": {
    "maxLength": 254
  },
  "message": {
    "minLength": 1,
    "maxLength": 5000
  }
} as const;

/** The limits of `NewsletterSubscribeRequest`'s fields. */
export const newsletterSubscribeRequestLimits = {
  "email": {
    "maxLength": 254
  }
} as const;

/** The limits of `PageViewRequest`'s fields. */
export const pageViewRequestLimits = {
  "path": {
    "minLength": 1,
    "maxLength": 512,
    "pattern": "^/"
  },
  "referrer": {
    "maxLength": 2048
  }
} as const;

/** The limits of `RegisterRequest`'s fields. */
export const registerRequestLimits = {
  "email": {
    "maxLength": 254
  },
  "password": {
    "minLength": 8,
    "maxLength": 128
  },
  "first_name": {
    "minLength": 1,
    "maxLength": 100,
    "pattern": "^[^\\x00-\\x1F\\x7F]*$"
  },
  "last_name": {
    "minLength": 1,
    "maxLength": 100,
    "pattern": "^[^\\x00-\\x1F\\x7F]*$"
  },
  "phone_number": {
    "maxLength": 32,
    "pattern": "^[+0-9 ().-]{3,32}$"
  },
  "company_name": {
    "minLength": 1,
    "maxLength": 200,
    "pattern": "^[^\\x00-\\x1F\\x7F]*$"
  }
} as const;

/** The limits of `LoginRequest`'s fields. */
export const loginRequestLimits = {
  "email": {
    "maxLength": 254
  },
  "password": {
    "minLength": 1,
    "maxLength": 128
  }
} as const;

/** The limits of `RefreshRequest`'s fields. */
export const refreshRequestLimits = {
  "refresh_token": {
    "minLength": 1,
    "maxLength": 512
  }
} as const;

/** The limits of `LogoutRequest`'s fields. */
export const logoutRequestLimits = {
  "refresh_token": {
    "minLength": 1,
    "maxLength": 512
  }
} as const;

/** The limits of `ChangePasswordRequest`'s fields. */
export const changePasswordRequestLimits = {
  "current_password": {
    "minLength": 1,
    "maxLength": 128
  },
  "new_password": {
    "minLength": 8,
    "maxLength": 128
  }
} as const;

/** The limits of `AccountTokenRequest`'s fields. */
export const accountTokenRequestLimits = {
  "token": {
    "minLength": 20,
    "maxLength": 100,
    "pattern": "^[A-Za-z0-9_-]{20,100}$"
  }
} as const;

/** The limits of `PasswordResetRequest`'s fields. */
export const passwordResetRequestLimits = {
  "email": {
    "maxLength": 254
  }
} as const;

/** The limits of `PasswordResetConfirmRequest`'s fields. */
export const passwordResetConfirmRequestLimits = {
  "token": {
    "minLength": 20,
    "maxLength": 100,
    "pattern": "^[A-Za-z0-9_-]{20,100}$"
  },
  "password": {
    "minLength": 8,
    "maxLength": 128
  }
} as const;

/** The limits of `EmailChangeRequest`'s fields. */
export const emailChangeRequestLimits = {
  "email": {
    "maxLength": 254
  },
  "password": {
    "minLength": 1,
    "maxLength": 128
  }
} as const;

/** The limits of `DeleteAccountRequest`'s fields. */
export const deleteAccountRequestLimits = {
  "password": {
    "minLength": 1,
    "maxLength": 128
  }
} as const;

/** The limits of `UpdateMeRequest`'s fields. */
export const updateMeRequestLimits = {
  "first_name": {
    "minLength": 1,
    "maxLength": 100,
    "pattern": "^[^\\x00-\\x1F\\x7F]*$"
  },
  "last_name": {
    "minLength": 1,
    "maxLength": 100,
    "pattern": "^[^\\x00-\\x1F\\x7F]*$"
  },
  "phone_number": {
    "maxLength": 32,
    "pattern": "^[+0-9 ().-]{3,32}$"
  }
} as const;

/** The limits of `CreateBusinessRequest`'s fields. */
export const createBusinessRequestLimits = {
  "name": {
    "minLength": 1,
    "maxLength": 200,
    "pattern": "^[^\\x00-\\x1F\\x7F]*$"
  },
  "logo_url": {
    "maxLength": 2048,
    "pattern": "^https?://[^/?#\\s]+([/?#]\\S*)?$"
  }
} as const;

/** The limits of `AddBusinessMemberRequest`'s fields. */
export const addBusinessMemberRequestLimits = {
  "email": {
    "maxLength": 254
  },
  "roles": {
    "minItems": 1,
    "maxItems": 5
  }
} as const;

/** The limits of `UpdateBusinessRequest`'s fields. */
export const updateBusinessRequestLimits = {
  "name": {
    "minLength": 1,
    "maxLength": 200,
    "pattern": "^[^\\x00-\\x1F\\x7F]*$"
  },
  "logo_url": {
    "maxLength": 2048,
    "pattern": "^https?://[^/?#\\s]+([/?#]\\S*)?$"
  },
  "billing_address": {
    "minLength": 1,
    "maxLength": 500,
    "pattern": "^[^\\x00-\\x09\\x0B\\x0C\\x0E-\\x1F\\x7F\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069]*$"
  },
  "shipping_address": {
    "minLength": 1,
    "maxLength": 500,
    "pattern": "^[^\\x00-\\x09\\x0B\\x0C\\x0E-\\x1F\\x7F\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069]*$"
  },
  "tax_id": {
    "minLength": 2,
    "maxLength": 32,
    "pattern": "^[A-Za-z0-9][A-Za-z0-9 ./-]*$"
  }
} as const;

/** The limits of `CreatePublishableKeyRequest`'s fields. */
export const createPublishableKeyRequestLimits = {
  "allowed_origins": {
    "minItems": 1,
    "maxItems": 10,
    "items": {
      "maxLength": 200,
      "pattern": "^https?://[^/?#\\s*]+$"
    }
  }
} as const;

/** The limits of `UpdateBusinessMemberRequest`'s fields. */
export const updateBusinessMemberRequestLimits = {
  "roles": {
    "minItems": 1,
    "maxItems": 5
  }
} as const;

/** The limits of `CreateProductRequest`'s fields. */
export const createProductRequestLimits = {
  "name": {
    "minLength": 1,
    "maxLength": 200,
    "pattern": "^[^\\x00-\\x1F\\x7F]*$"
  },
  "description": {
    "minLength": 1,
    "maxLength": 10000
  },
  "price": {
    "maxLength": 16,
    "pattern": "^(?!0+\\.00$)\\d{1,13}\\.\\d{2}$"
  },
  "compare_at_price": {
    "maxLength": 16,
    "pattern": "^(?!0+\\.00$)\\d{1,13}\\.\\d{2}$"
  },
  "images": {
    "maxItems": 20,
    "items": {
      "maxLength": 2048,
      "pattern": "^(https?://[^/?#\\s]+([/?#]\\S*)?|/api/images/[a-z0-9-]{1,80}\\.(png|jpg|webp))$"
    }
  },
  "specifications": {
    "maxProperties": 50,
    "keys": {
      "minLength": 1,
      "maxLength": 100
    },
    "values": {
      "maxLength": 1000
    }
  }
} as const;

/** The limits of `UpdateProductRequest`'s fields. */
export const updateProductRequestLimits = {
  "name": {
    "minLength": 1,
    "maxLength": 200,
    "pattern": "^[^\\x00-\\x1F\\x7F]*$"
  },
  "description": {
    "minLength": 1,
    "maxLength": 10000
  },
  "price": {
    "maxLength": 16,
    "pattern": "^(?!0+\\.00$)\\d{1,13}\\.\\d{2}$"
  },
  "compare_at_price": {
    "maxLength": 16,
    "pattern": "^(?!0+\\.00$)\\d{1,13}\\.\\d{2}$"
  },
  "images": {
    "maxItems": 20,
    "items": {
      "maxLength": 2048,
      "pattern": "^(https?://[^/?#\\s]+([/?#]\\S*)?|/api/images/[a-z0-9-]{1,80}\\.(png|jpg|webp))$"
    }
  },
  "specifications": {
    "maxProperties": 50,
    "keys": {
      "minLength": 1,
      "maxLength": 100
    },
    "values": {
      "maxLength": 1000
    }
  }
} as const;

/** The limits of `CreateOfferRequest`'s fields. */
export const createOfferRequestLimits = {
  "price": {
    "maxLength": 16,
    "pattern": "^(?!0+\\.00$)\\d{1,13}\\.\\d{2}$"
  },
  "quantity": {
    "minimum": 1,
    "maximum": 1000000
  },
  "message": {
    "maxLength": 2000
  }
} as const;

/** The limits of `UpdateOfferStatusRequest`'s fields. */
export const updateOfferStatusRequestLimits = {
  "price": {
    "maxLength": 16,
    "pattern": "^(?!0+\\.00$)\\d{1,13}\\.\\d{2}$"
  }
} as const;

/** The limits of `CreateWorkflowRequest`'s fields. */
export const createWorkflowRequestLimits = {
  "title": {
    "minLength": 1,
    "maxLength": 200,
    "pattern": "^[^\\x00-\\x1F\\x7F]*$"
  },
  "description": {
    "minLength": 1,
    "maxLength": 10000
  },
  "budgetRangeMin": {
    "maxLength": 16,
    "pattern": "^\\d{1,13}\\.\\d{2}$"
  },
  "budgetRangeMax": {
    "maxLength": 16,
    "pattern": "^\\d{1,13}\\.\\d{2}$"
  },
  "sellerIds": {
    "minItems": 1,
    "maxItems": 20
  }
} as const;

/** The limits of `CreateRfpRequest`'s fields. */
export const createRfpRequestLimits = {
  "title": {
    "minLength": 1,
    "maxLength": 200,
    "pattern": "^[^\\x00-\\x1F\\x7F]*$"
  },
  "useCase": {
    "maxLength": 200,
    "pattern": "^[^\\x00-\\x1F\\x7F]*$"
  },
  "description": {
    "maxLength": 10000
  },
  "industry": {
    "maxLength": 100,
    "pattern": "^[^\\x00-\\x1F\\x7F]*$"
  }
} as const;

/** The limits of `UpdateRfpRequest`'s fields. */
export const updateRfpRequestLimits = {
  "title": {
    "minLength": 1,
    "maxLength": 200,
    "pattern": "^[^\\x00-\\x1F\\x7F]*$"
  },
  "useCase": {
    "maxLength": 200,
    "pattern": "^[^\\x00-\\x1F\\x7F]*$"
  },
  "description": {
    "maxLength": 10000
  },
  "industry": {
    "maxLength": 100,
    "pattern": "^[^\\x00-\\x1F\\x7F]*$"
  }
} as const;

/** The limits of `ApprovalRequest`'s fields. */
export const approvalRequestLimits = {
  "amount": {
    "maxLength": 16,
    "pattern": "^\\d{1,13}\\.\\d{2}$"
  },
  "reasons": {
    "minItems": 1
  },
  "required_approvals": {
    "minimum": 1,
    "maximum": 5
  }
} as const;

/** The limits of `DeclineAwardRequest`'s fields. */
export const declineAwardRequestLimits = {
  "reason": {
    "minLength": 1,
    "maxLength": 1000,
    "pattern": "^[^\\u0000\\u202A-\\u202E\\u2066-\\u2069]*$"
  }
} as const;

/** The limits of `CreateProposalRequest`'s fields. */
export const createProposalRequestLimits = {
  "price": {
    "maxLength": 16,
    "pattern": "^(?!0+\\.00$)\\d{1,13}\\.\\d{2}$"
  },
  "description": {
    "minLength": 1,
    "maxLength": 10000
  },
  "terms": {
    "minLength": 1,
    "maxLength": 10000
  }
} as const;

/** The limits of `InviteSellersRequest`'s fields. */
export const inviteSellersRequestLimits = {
  "sellerIds": {
    "minItems": 1,
    "maxItems": 50
  }
} as const;

/** The limits of `OpenConversationRequest`'s fields. */
export const openConversationRequestLimits = {
  "body": {
    "minLength": 1,
    "maxLength": 5000
  }
} as const;

/** The limits of `ConversationMessageRequest`'s fields. */
export const conversationMessageRequestLimits = {
  "body": {
    "minLength": 1,
    "maxLength": 5000
  }
} as const;

/** The limits of `CreateMessageRequest`'s fields. */
export const createMessageRequestLimits = {
  "body": {
    "minLength": 1,
    "maxLength": 5000
  }
} as const;

/** The limits of `CreatePaymentSessionRequest`'s fields. */
export const createPaymentSessionRequestLimits = {
  "successUrl": {
    "maxLength": 2048,
    "pattern": "^https?://[^/?#\\s]+([/?#]\\S*)?$"
  },
  "cancelUrl": {
    "maxLength": 2048,
    "pattern": "^https?://[^/?#\\s]+([/?#]\\S*)?$"
  }
} as const;

/** The limits of `ConfirmSandboxPaymentRequest`'s fields. */
export const confirmSandboxPaymentRequestLimits = {
  "card_number": {
    "minLength": 1,
    "maxLength": 32,
    "pattern": "^[0-9 ]+$"
  }
} as const;

/** The limits of `RefundRequest`'s fields. */
export const refundRequestLimits = {
  "reason": {
    "minLength": 1,
    "maxLength": 500
  }
} as const;

/** The limits of `OpenDisputeRequest`'s fields. */
export const openDisputeRequestLimits = {
  "description": {
    "minLength": 1,
    "maxLength": 5000,
    "pattern": "^[^\\u202A-\\u202E\\u2066-\\u2069]*$"
  },
  "evidenceDocumentIds": {
    "maxItems": 10
  }
} as const;

/** The limits of `DisputeResponseRequest`'s fields. */
export const disputeResponseRequestLimits = {
  "amount": {
    "maxLength": 16,
    "pattern": "^\\d{1,13}\\.\\d{2}$"
  },
  "message": {
    "minLength": 1,
    "maxLength": 2000,
    "pattern": "^[^\\u202A-\\u202E\\u2066-\\u2069]*$"
  }
} as const;

/** The limits of `DisputeNoteRequest`'s fields. */
export const disputeNoteRequestLimits = {
  "message": {
    "minLength": 1,
    "maxLength": 2000,
    "pattern": "^[^\\u202A-\\u202E\\u2066-\\u2069]*$"
  }
} as const;

/** The limits of `DisputeDecisionRequest`'s fields. */
export const disputeDecisionRequestLimits = {
  "refundAmount": {
    "maxLength": 16,
    "pattern": "^\\d{1,13}\\.\\d{2}$"
  },
  "message": {
    "minLength": 1,
    "maxLength": 2000,
    "pattern": "^[^\\u202A-\\u202E\\u2066-\\u2069]*$"
  }
} as const;

/** The limits of `RegisterIotDeviceRequest`'s fields. */
export const registerIotDeviceRequestLimits = {
  "serialNumber": {
    "minLength": 1,
    "maxLength": 100
  },
  "model": {
    "minLength": 1,
    "maxLength": 200
  },
  "name": {
    "minLength": 1,
    "maxLength": 200
  }
} as const;

/** The limits of `UpdateIotDeviceRequest`'s fields. */
export const updateIotDeviceRequestLimits = {
  "name": {
    "minLength": 1,
    "maxLength": 200
  },
  "sharedMetrics": {
    "maxItems": 20,
    "items": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^\\s*[A-Za-z][A-Za-z0-9_.\\-]{0,63}\\s*$"
    }
  }
} as const;

/** The limits of `PostIotMetricsRequest`'s fields. */
export const postIotMetricsRequestLimits = {
  "metrics": {
    "minItems": 1,
    "maxItems": 500
  }
} as const;

/** The limits of `UnsubscribeRequest`'s fields. */
export const unsubscribeRequestLimits = {
  "token": {
    "minLength": 1,
    "maxLength": 200
  }
} as const;
