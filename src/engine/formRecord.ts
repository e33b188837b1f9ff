import { createContext } from 'react';
import type { Values } from '../../resources/types';

/**
 * The stored record a form edits (undefined on create): inputs whose choices depend on it read it
 * here (a category's parent picker leaves out the category itself).
 */
export const FormRecord = createContext<Values | undefined>(undefined);
