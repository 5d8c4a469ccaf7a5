/**
 * Opens a generated project in StackBlitz or CodeSandbox: builds the service's form
 * (sandboxProject.ts), posts it in a new tab and removes it. Loaded on first use by the demos'
 * and the template sources' buttons, so LZ-String never weighs on a page's initial JS. The
 * document is injected, so the module stays testable.
 */
import { compressToBase64 } from 'lz-string';
import {
  codeSandboxForm,
  stackBlitzForm,
  type SandboxFiles,
  type SandboxForm,
  type SandboxProvider,
} from './sandboxProject';

/** LZ-String in URL-safe Base64, as CodeSandbox's define API expects its `parameters`. */
export function compressForCodeSandbox(json: string): string {
  return compressToBase64(json).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The provider's form for a project. */
export function sandboxForm(provider: SandboxProvider, project: SandboxFiles): SandboxForm {
  return provider === 'stackblitz' ? stackBlitzForm(project) : codeSandboxForm(project, compressForCodeSandbox);
}

/** Builds a hidden form (marked `data-demo-sandbox` with the provider), submits it and removes it. */
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

/** Opens the project in the provider's editor, in a new tab. */
export function openInSandbox(provider: SandboxProvider, project: SandboxFiles, doc: Document = document): void {
  submitSandboxForm(provider, sandboxForm(provider, project), doc);
}
