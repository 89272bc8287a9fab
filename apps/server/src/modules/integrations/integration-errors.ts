import { IntegrationMessage } from '@shipdeck/domain/integrations/integration.schema';
import { AppError, notFound } from '../../platform/errors/app-error.ts';

export const unknownIntegration = () => notFound(IntegrationMessage.unknown);

export const fieldRequired = (field: string, messageKey: string) =>
  new AppError({
    code: messageKey === IntegrationMessage.required ? 'RequiredField' : 'InvalidFormatField',
    status: 400,
    messageKey,
    field,
  });

export const alreadyConnected = () =>
  new AppError({ code: 'Conflict', status: 409, messageKey: IntegrationMessage.alreadyConnected });

export const oauthFailed = (messageKey: string) =>
  new AppError({ code: 'InvalidPayload', status: 400, messageKey });
