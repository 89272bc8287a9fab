import type { UpdatePoliciesRequest } from '@shipdeck/domain/user/user.schema';
import { apiRequest } from '../../../shared/api/api-client.ts';

export const updatePolicies = (body: UpdatePoliciesRequest) =>
  apiRequest<unknown>('/user/policies', { method: 'PUT', body });
