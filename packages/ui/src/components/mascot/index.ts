export { Mascot, MascotFigure, type MascotPose, type MascotProps } from './mascot';
export { MascotSays, type MascotSaysProps } from './mascot-says';
