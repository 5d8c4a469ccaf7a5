/** localStorage that never throws: blocked storage (privacy modes, SSR) reads as empty. */
export function readStorage(
  key: string,
  storage: Pick<Storage, 'getItem'> | undefined = browserStorage(),
): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(
  key: string,
  value: string,
  storage: Pick<Storage, 'setItem'> | undefined = browserStorage(),
): boolean {
  try {
    storage?.setItem(key, value);
    return storage !== undefined;
  } catch {
    return false;
  }
}

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
