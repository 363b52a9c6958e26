export { GradeBadge, type GradeBadgeProps } from './grade-badge';
