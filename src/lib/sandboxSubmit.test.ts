/** @jest-environment jsdom */
import { decompressFromBase64 } from 'lz-string';
import { compressForCodeSandbox, openInSandbox, sandboxForm, submitSandboxForm } from './sandboxSubmit';

const project = { title: 'Team list', description: 'A demo', files: { 'src/Demo.tsx': 'export default 1;\n' } };

describe('compressForCodeSandbox', () => {
  it('is LZ-String in URL-safe Base64 without padding', () => {
    const json = JSON.stringify({ files: { 'a?b': { content: '<>'.repeat(50), isBinary: false } } });
    const compressed = compressForCodeSandbox(json);
    expect(compressed).not.toMatch(/[+/=]/);
    expect(decompressFromBase64(compressed.replace(/-/g, '+').replace(/_/g, '/'))).toBe(json);
  });
});

describe('submitting', () => {
  let submitted: { provider?: string; action: string; target: string; fields: Record<string, string> }[];
  beforeEach(() => {
    submitted = [];
    jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function submit(this: HTMLFormElement) {
      submitted.push({
        provider: this.dataset.demoSandbox,
        action: this.action,
        target: this.target,
        fields: Object.fromEntries([...new FormData(this).entries()].map(([name, value]) => [name, String(value)])),
      });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('posts a hidden form marked with the provider, then removes it', () => {
    submitSandboxForm('stackblitz', sandboxForm('stackblitz', project));
    expect(submitted).toEqual([
      {
        provider: 'stackblitz',
        action: 'https://stackblitz.com/run',
        target: '_blank',
        fields: {
          'project[title]': 'Team list',
          'project[description]': 'A demo',
          'project[template]': 'node',
          'project[files][src/Demo.tsx]': 'export default 1;\n',
        },
      },
    ]);
    expect(document.querySelector('form')).toBeNull();
  });

  it('opens a project in CodeSandbox at its file', () => {
    openInSandbox('codesandbox', { ...project, openFile: 'src/Demo.tsx' });
    expect(submitted).toHaveLength(1);
    expect(submitted[0]).toMatchObject({
      provider: 'codesandbox',
      action: 'https://codesandbox.io/api/v1/sandboxes/define',
      fields: { query: 'file=/src/Demo.tsx' },
    });
    const { files } = JSON.parse(
      decompressFromBase64(submitted[0].fields.parameters.replace(/-/g, '+').replace(/_/g, '/')),
    ) as { files: Record<string, { content: string }> };
    expect(files['src/Demo.tsx'].content).toBe('export default 1;\n');
  });
});
