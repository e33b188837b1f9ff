/**
 * The names a module's files spell, all from the one kebab-case name it is given: the resource,
 * collection and API path (`trade-bots`), its routes, its title, access module and entity type.
 */
export interface ModuleNames {
  /** `trade-bots`: the resource, the demo collection, the API path, the folder. */
  name: string;
  /** `trade-bot`: in the create and edit routes. */
  singularName: string;
  /** `Trade bot` / `Trade bots`: the title an admin reads. */
  singular: string;
  plural: string;
  /** `Trade Bots`: the access module and the menu label. */
  module: string;
  /** `TradeBot`: the entity type. */
  type: string;
  /** `TRADE_BOT`: the prefix of its value sets. */
  constant: string;
}

export const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** `categories` -> `category`, `trade-bots` -> `trade-bot`; a name not ending in s stays. */
export function singularOf(name: string): string {
  if (/ies$/.test(name)) return name.replace(/ies$/, 'y');
  if (/(ss|us)$/.test(name)) return name;
  return name.replace(/s$/, '');
}

const words = (kebab: string) => kebab.split('-');
const capital = (word: string) => word[0].toUpperCase() + word.slice(1);

export function moduleNames(name: string, singularName = singularOf(name)): ModuleNames {
  if (!KEBAB.test(name)) throw new Error(`"${name}" is not kebab-case (like trade-bots)`);
  if (!KEBAB.test(singularName))
    throw new Error(`"${singularName}" is not kebab-case (like trade-bot)`);
  const sentence = (kebab: string) => capital(words(kebab).join(' '));
  return {
    name,
    singularName,
    singular: sentence(singularName),
    plural: sentence(name),
    module: words(name).map(capital).join(' '),
    type: words(singularName).map(capital).join(''),
    constant: words(singularName).join('_').toUpperCase(),
  };
}
