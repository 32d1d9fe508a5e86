export { JsonLd } from './JsonLd';
export {
  articleJsonLd,
  isoDuration,
  openingHoursSpecification,
  practiceJsonLd,
  serializeJsonLd,
  shareableImage,
  videoJsonLd,
  viewCount,
  type JsonLdObject,
} from './structured-data';
