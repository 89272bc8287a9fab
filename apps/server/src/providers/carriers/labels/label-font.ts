// Labels print with the product's one Unicode font (platform/pdf/unicode-font.ts).
export {
  UnicodeFont as LabelFont,
  unicodeFontPath as labelFontPath,
} from '../../../platform/pdf/unicode-font.ts';
