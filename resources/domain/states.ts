/**
 * Enumerations and state machines are written once, here in `resources/domain/`, and everything
 * else derives from them: the values (types and the seed), the options a declaration shows (label,
 * colour), the transitions the demo API enforces, and the states in which an action is allowed.
 */

export interface EnumOption {
  value: string | number;
  label?: string;
  /** antd tag colour: green, red, gold, blue, purple, default ... */
  color?: string;
}

/** A closed set of values with their display (label, colour). */
export interface ValueSet<V extends string> {
  readonly values: readonly V[];
  readonly options: readonly EnumOption[];
  has(value: unknown): value is V;
}

type Display = { label?: string; color?: string };

/** `defineValues({ active: { color: 'green' }, blocked: { color: 'red' } })`. */
export function defineValues<const V extends string>(
  spec: Readonly<Record<V, Display>>,
): ValueSet<V> {
  const values = Object.keys(spec) as V[];
  return {
    values,
    options: values.map((value) => ({ value, ...spec[value] })),
    has: (value): value is V => typeof value === 'string' && values.includes(value as V),
  };
}

/** The guard of an action: the record's `field` is one of `in`. */
export interface StateGuard<F extends string = string> {
  field: F;
  in: readonly string[];
}

export interface StateMachine<S extends string> extends ValueSet<S> {
  /** Allowed moves: state -> states it may go to. */
  readonly transitions: Readonly<Record<S, readonly S[]>>;
  can(from: unknown, to: S): boolean;
  /** Whether `state` is final: no move leads out of it (a resolved market). */
  isFinal(state: unknown): boolean;
  /** The states from which `to` may be entered. */
  sources(to: S): S[];
  /**
   * What an action that moves a record into `to` declares: allowed from every state that may move
   * there, and the new state it sets. Typed by the field (`status` unless named; never inferred
   * from where the result goes), so that a declaration typed for its entity checks that the field
   * is the entity's and holds these states.
   */
  move<F extends string = 'status'>(
    to: S,
    field?: F,
  ): { allowedWhen: StateGuard<NoInfer<F>>; sets: Record<NoInfer<F>, S> };
}

/** `defineStates({ draft: { color: 'default', next: ['active'] }, active: { next: [] } })`. */
export function defineStates<const S extends string>(
  spec: Readonly<Record<S, Display & { next: readonly NoInfer<S>[] }>>,
): StateMachine<S> {
  const values = Object.keys(spec) as S[];
  const transitions = Object.fromEntries(
    values.map((state) => [state, spec[state].next]),
  ) as Record<S, readonly S[]>;
  const sources = (to: S) => values.filter((state) => transitions[state].includes(to));
  return {
    values,
    options: values.map((value) => ({ value, label: spec[value].label, color: spec[value].color })),
    has: (value): value is S => typeof value === 'string' && values.includes(value as S),
    transitions,
    can: (from, to) => values.includes(from as S) && transitions[from as S].includes(to),
    isFinal: (state) => values.includes(state as S) && transitions[state as S].length === 0,
    sources,
    move: <F extends string = 'status'>(to: S, field = 'status' as F) => ({
      allowedWhen: { field, in: sources(to) },
      sets: { [field]: to } as Record<F, S>,
    }),
  };
}
