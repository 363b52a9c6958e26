export { PetStage, type PetLayer, type PetMotion, type PetStageProps } from './pet-stage';
export { type PetStageWords } from './words';
