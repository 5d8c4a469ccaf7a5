/**
 * Opens a demo in StackBlitz or CodeSandbox by posting a form to the service's public "define"
 * endpoint in a new tab. Loaded on demand, when a reader points at or clicks a sandbox button.
 */
import { compressToBase64 } from 'lz-string';
import {
  buildSandboxProject,
  codeSandboxForm,
  stackBlitzForm,
  type SandboxForm,
  type SandboxRequest,
} from '../../lib/demos/sandbox';

export type SandboxProvider = 'stackblitz' | 'codesandbox';

/** LZ-String in URL-safe Base64, as CodeSandbox's define API expects its `parameters`. */
export function compressForCodeSandbox(json: string): string {
  return compressToBase64(json).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function sandboxForm(provider: SandboxProvider, request: SandboxRequest): SandboxForm {
  const project = buildSandboxProject(request);
  return provider === 'stackblitz' ? stackBlitzForm(project) : codeSandboxForm(project, compressForCodeSandbox);
}

/** Builds a hidden form, submits it and removes it. */
export function submitSandboxForm(provider: SandboxProvider, form: SandboxForm, doc: Document = document): void {
  const element = doc.createElement('form');
  element.method = form.method;
  element.action = form.action;
  element.target = form.target;
  element.hidden = true;
  element.dataset.demoSandbox = provider;
  for (const [name, value] of Object.entries(form.fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    element.appendChild(input);
  }
  doc.body.appendChild(element);
  element.submit();
  element.remove();
}

export function openSandbox(provider: SandboxProvider, request: SandboxRequest): void {
  submitSandboxForm(provider, sandboxForm(provider, request));
}
