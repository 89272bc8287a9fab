import { inboxFromPath } from '@shipdeck/domain/shipments/rules/inbox-membership';
import { Navigate, useLocation, useParams } from 'react-router';
import { usePrivatePaths } from '../../../shared/paths.ts';
import { InboxWorkspace } from '../components/inbox-workspace.tsx';

/** `/shipments/{inbox}`: an unknown inbox or pending goes to all, replacing the history entry. */
export const InboxPage = () => {
  const { inbox: segment } = useParams();
  const { search } = useLocation();
  const paths = usePrivatePaths();
  const { inbox, isRedirect } = inboxFromPath(segment);
  if (isRedirect) return <Navigate to={`${paths.inbox('all')}${search}`} replace />;
  return <InboxWorkspace inbox={inbox} />;
};
