import type { Service } from '@shipdeck/domain/carriers/carriers.schema';
import type { ShipmentInput, ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { useState } from 'react';
import { fieldMessageOf } from '../../../shared/api/api-error.ts';
import { useCollectionDates } from '../api/get-collection-dates.ts';
import { useServices } from '../api/get-services.ts';
import { routeQuery, serviceSearchQuery } from '../rules/route-query.ts';

export type ServiceView = 'list' | 'dropoff-map' | 'collection-date';

/** Footer wording of the service choice: Save for drop-off at origin or in the date view. */
export const serviceFooterLabel = (
  service: Pick<Service, 'dropOff'> | undefined,
  view: ServiceView,
): 'save' | 'next' => (view === 'collection-date' || service?.dropOff.origin ? 'save' : 'next');

/** What choosing a service changes on the shipment. */
export type ServiceChange = Pick<
  ShipmentInput,
  'service' | 'collectionDate' | 'dropoffPointId' | 'originDropoffPointId'
>;

/** A drop-off point at origin belongs to the service it was chosen for. */
type OriginChoice = { serviceId: string; pointId: string } | null;

const storedOriginChoice = (shipment: ShipmentView): OriginChoice =>
  shipment.data.service && shipment.data.originDropoffPointId
    ? { serviceId: shipment.data.service.id, pointId: shipment.data.originDropoffPointId }
    : null;

/**
 * The service choice, shared by the checkout step and the services
 * panel: services for the shipment's route, the list / drop-off map / collection-date views, and
 * the footer (Next to the dates, or Save). Saving is the caller's: it gets the change to store.
 */
export const useServiceChoice = (shipment: ShipmentView, onSave: (change: ServiceChange) => void) => {
  const query = routeQuery({
    from: shipment.data.from,
    to: shipment.data.to,
    parcels: shipment.data.parcels,
  });
  const [chosenId, setChosenId] = useState<string | null>(shipment.data.service?.id ?? null);
  const [view, setView] = useState<ServiceView>('list');
  const [date, setDate] = useState<string | null>(shipment.data.collection.date);
  // Delivery estimates count from the collection day chosen, not the first one.
  const services = useServices(serviceSearchQuery({ ...shipment.data, collectionDate: date }));
  const [pointsOf, setPointsOf] = useState<Service | null>(null);
  const chosen = services.data?.find((service) => service.id === chosenId);
  const [originChoice, setOriginChoice] = useState<OriginChoice>(() => storedOriginChoice(shipment));
  const originPointId = chosen && originChoice?.serviceId === chosen.id ? originChoice.pointId : null;
  const setOriginPointId = (pointId: string) => {
    if (chosen) setOriginChoice({ serviceId: chosen.id, pointId });
  };
  const dates = useCollectionDates(view === 'collection-date' ? (chosen?.id ?? null) : null, query);
  // Only a day the picker lists is chosen: the server refuses any other (a day gone by, another
  // service's day), so a stored day the chosen service does not offer is no choice.
  const offeredDate = dates.data?.dates.some((day) => day.date === date) ? date : null;
  const [dateError, setDateError] = useState<string | null>(null);
  const chooseDate = (next: string) => {
    setDate(next);
    setDateError(null);
  };
  const footerLabel = serviceFooterLabel(chosen, view);

  const onFooter = () => {
    if (!chosen) return;
    if (footerLabel === 'next') {
      setView('collection-date');
      return;
    }
    onSave({
      // The id alone: the server takes the rest of the service from its own carrier catalogue.
      service: { id: chosen.id },
      collectionDate: view === 'collection-date' ? offeredDate : null,
      // Another service: its pick-up points are not the old one's.
      ...(chosen.id !== shipment.data.service?.id ? { dropoffPointId: null } : {}),
      // The point chosen for this service; none: the carrier's nearest.
      originDropoffPointId: chosen.dropOff.origin ? originPointId : null,
    });
  };

  /**
   * Shows the server's refusal of the collection day under the dates, and asks for the dates again
   * (the carrier's cut-off may have passed since they were listed): true when it was that refusal.
   */
  const showDateRefusal = (error: unknown) => {
    const messageKey = fieldMessageOf(error, 'collectionDate');
    if (!messageKey || view !== 'collection-date') return false;
    setDateError(messageKey);
    void dates.refetch();
    return true;
  };

  const showPoints = (service: Service) => {
    setPointsOf(service);
    setView('dropoff-map');
  };

  return {
    services,
    chosen,
    chosenId,
    setChosenId,
    originPointId,
    setOriginPointId,
    view,
    setView,
    date: offeredDate,
    setDate: chooseDate,
    dateError,
    showDateRefusal,
    pointsOf,
    dates,
    footerLabel,
    onFooter,
    showPoints,
  };
};
