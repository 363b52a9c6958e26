export { useMediaQueryState, MOBILE_MEDIA_QUERY } from './use-media-query';
