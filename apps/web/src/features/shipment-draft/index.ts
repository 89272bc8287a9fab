// What other features may use of a draft being edited: reading and saving it, its price, its extras
// (insurance, cash on delivery …) and the rules of its declared content.
export { usePrice } from './api/get-price.ts';
export { shipmentQueryOptions, useDraftShipment } from './api/get-shipment.ts';
export { useSaveShipment } from './api/save-shipment.ts';
export { useUpdateProducts } from './api/update-products.ts';
export { ExtrasForm } from './components/extras-form.tsx';
export { PRODUCTS_DEBOUNCE_MS } from './components/use-extras-selection.ts';
export { CONTENT_SUGGESTIONS, checkContentValue, checkDescription } from './rules/content.ts';
