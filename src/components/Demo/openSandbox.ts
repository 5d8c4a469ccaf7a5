/**
 * Opens a demo in StackBlitz or CodeSandbox: its project (src/lib/demos/sandbox.ts) posted to the
 * service by the site's one submitter (src/lib/sandboxSubmit.ts). Loaded on demand, when a reader
 * points at or clicks a sandbox button.
 */
import { buildSandboxProject, type SandboxRequest } from '../../lib/demos/sandbox';
import type { SandboxProvider } from '../../lib/sandboxProject';
import { openInSandbox } from '../../lib/sandboxSubmit';

export function openSandbox(provider: SandboxProvider, request: SandboxRequest): void {
  openInSandbox(provider, buildSandboxProject(request));
}
