export { Mascot, MascotFigure, type MascotPose, type MascotProps } from './mascot';
