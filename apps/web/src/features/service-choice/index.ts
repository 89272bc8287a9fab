// What other features may use of choosing a shipment's service: the service list, the drop-off
// points (on a map, to choose from), the query keys (to ask for them again), the drop-off point at origin, the collection dates, the hook that walks through them, and the notice of a service that
// can no longer carry a draft.
export { pointsNear, useDropoffPoints } from './api/get-dropoff-points.ts';
export { serviceChoiceKeys } from './api/service-choice-keys.ts';
export { CollectionDateChoice } from './components/collection-date-choice.tsx';
export { DropoffMap } from './components/dropoff-map.tsx';
export { OriginPointChoice } from './components/origin-point-choice.tsx';
export { PointPicker } from './components/point-picker.tsx';
export { ServiceChoice } from './components/service-choice.tsx';
export { ServiceProblemNotice } from './components/service-problem-notice.tsx';
export { type ServiceChange, useServiceChoice } from './hooks/use-service-choice.ts';
export { transitText } from './rules/transit-text.ts';
