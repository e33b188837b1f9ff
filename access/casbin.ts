// One lazy chunk for casbin and the Buffer it needs: fetched together, evaluated Buffer first.
import './bufferGlobal';

export { newEnforcer, newModelFromString } from 'casbin';
