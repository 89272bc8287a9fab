// What other features may use of the saved parcels: the list, the picker and the weight text.
export { useParcels } from './api/get-parcels.ts';
export { parcelWeight } from './components/parcel-format.ts';
export { ParcelPicker } from './components/parcel-picker.tsx';
