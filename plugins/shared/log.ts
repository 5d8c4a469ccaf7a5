/**
 * The build output's one style for plugin messages and errors a plugin raises itself: `[plugin-name] message`, so a reader of a
 * long build log can tell which plugin spoke.
 */
export function pluginMessage(plugin: string, message: string): string {
  return `[${plugin}] ${message}`;
}

export function logInfo(plugin: string, message: string): void {
  console.info(pluginMessage(plugin, message));
}

export function logWarning(plugin: string, message: string): void {
  console.warn(pluginMessage(plugin, message));
}
