import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';

/** What a variable chip needs from an editor: put text at its cursor. */
export interface EditorHandle {
  insert(text: string): void;
}

interface Targets {
  register(key: string, handle: EditorHandle): () => void;
  focused(key: string): void;
  /** Inserts at the cursor of the editor last focused (else `fallback`'s). */
  insert(text: string, fallback?: string): boolean;
}

const EditorTargets = createContext<Targets | null>(null);

/** Lets buttons outside the editors (variable chips) write into the one last used. */
export function EditorTargetsProvider({ children }: { children: ReactNode }) {
  const handles = useRef(new Map<string, EditorHandle>());
  const last = useRef<string | undefined>(undefined);
  const value = useMemo<Targets>(
    () => ({
      register(key, handle) {
        handles.current.set(key, handle);
        return () => {
          if (handles.current.get(key) === handle) handles.current.delete(key);
        };
      },
      focused(key) {
        last.current = key;
      },
      insert(text, fallback) {
        const handle =
          (last.current && handles.current.get(last.current)) ||
          (fallback && handles.current.get(fallback));
        if (!handle) return false;
        handle.insert(text);
        return true;
      },
    }),
    [],
  );
  return <EditorTargets.Provider value={value}>{children}</EditorTargets.Provider>;
}

export const useEditorTargets = () => useContext(EditorTargets);
