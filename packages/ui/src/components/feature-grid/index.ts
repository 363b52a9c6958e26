export { FeatureGrid, featureGridVariants, type FeatureGridProps, type FeatureItem } from './feature-grid';
