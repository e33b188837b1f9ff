/**
 * The business domain (docs/states.md), by area: entity types, enumerations and state
 * machines, each written once. Declarations, the model, the engine and the demo API all read
 * them from here.
 */
export * from './primitives';
export * from './decimal';
export * from './states';
export * from './catalogue';
export * from './trading';
export * from './users';
export * from './money';
export * from './operations';
export * from './secrets';
export * from './administration';
export * from './audit';
export * from './identity';
export * from './figures';
export * from './dualControl';
export * from './reasons';
