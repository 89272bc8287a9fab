// What other features may use of the product catalogue: picking a product for a content or customs
// line, saving a line as a product, and a new product form's defaults.
export { ProductPicker } from './components/product-picker.tsx';
export { SaveLineButton } from './components/save-line-button.tsx';
export { productFormDefaults } from './rules/product-form.ts';
