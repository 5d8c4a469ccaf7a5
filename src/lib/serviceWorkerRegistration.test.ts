/** @jest-environment jsdom */
import {
  createUpdateReloader,
  hasUnsavedInput,
  isLiveEditor,
  isOfflineModeActive,
  MAX_MOBILE_WIDTH,
  reloadOnUpdate,
  trackTyping,
} from './serviceWorkerRegistration';

function fakeWorkbox() {
  const listeners: Record<string, () => void> = {};
  return {
    listeners,
    addEventListener: (type: string, listener: () => void) => {
      listeners[type] = listener;
    },
    messageSW: jest.fn().mockResolvedValue(undefined),
  };
}

describe('offline mode activation strategies', () => {
  const desktop = { viewportWidth: 1280, saveData: false, standalone: false, search: '' };

  it('turns offline mode on when any configured strategy applies', () => {
    expect(isOfflineModeActive(['always'], desktop)).toBe(true);
    expect(isOfflineModeActive([], desktop)).toBe(false);
    expect(isOfflineModeActive(['mobile'], desktop)).toBe(false);
    expect(isOfflineModeActive(['mobile'], { ...desktop, viewportWidth: MAX_MOBILE_WIDTH })).toBe(true);
    expect(isOfflineModeActive(['saveData', 'standalone'], { ...desktop, saveData: true })).toBe(true);
    expect(isOfflineModeActive(['appInstalled'], { ...desktop, standalone: true })).toBe(true);
    expect(isOfflineModeActive(['queryString'], { ...desktop, search: '?offlineMode=true' })).toBe(true);
    expect(isOfflineModeActive(['queryString'], { ...desktop, search: '?offlineMode=1' })).toBe(false);
  });

  it('ignores names that are not strategies', () => {
    expect(isOfflineModeActive(['toString', 'constructor', 'sometimes'], desktop)).toBe(false);
  });
});

describe('reloading for a new deploy', () => {
  it('tells a waiting worker to skip waiting and calls back once it controls the page', () => {
    const workbox = fakeWorkbox();
    const onControlling = jest.fn();
    reloadOnUpdate(workbox, onControlling);
    expect(workbox.messageSW).not.toHaveBeenCalled();
    workbox.listeners.waiting();
    expect(workbox.messageSW).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(onControlling).not.toHaveBeenCalled();
    workbox.listeners.controlling();
    expect(onControlling).toHaveBeenCalledTimes(1);
  });

  function setup(unsaved: boolean) {
    const state = { unsaved };
    const reload = jest.fn();
    const reloader = createUpdateReloader({ hasUnsavedInput: () => state.unsaved, reload });
    return { state, reload, reloader };
  }

  it('reloads at once when the new worker takes over and nothing is unsaved', () => {
    const { reload, reloader } = setup(false);
    reloader.onControlling();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloader.pending).toBe(false);
  });

  it('waits while input is unsaved, then reloads once at the next navigation to another page', () => {
    const { state, reload, reloader } = setup(true);
    reloader.onControlling();
    expect(reload).not.toHaveBeenCalled();
    expect(reloader.pending).toBe(true);
    // Following a link to a heading of the same page keeps the page and its input.
    reloader.onNavigation('/material-ui/react-button/', '/material-ui/react-button/');
    expect(reload).not.toHaveBeenCalled();
    // Leaving the page leaves its input behind, even if the reader typed more since.
    state.unsaved = true;
    reloader.onNavigation('/material-ui/react-button/', '/material-ui/react-slider/');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloader.pending).toBe(false);
    reloader.onNavigation('/material-ui/react-slider/', '/material-ui/react-chip/');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing on navigation when no update is waiting, nor on the first render', () => {
    const { reload, reloader } = setup(false);
    reloader.onNavigation(null, '/material-ui/react-button/');
    reloader.onNavigation('/material-ui/react-button/', '/material-ui/react-slider/');
    expect(reload).not.toHaveBeenCalled();
    const waiting = setup(true);
    waiting.reloader.onControlling();
    waiting.reloader.onNavigation(null, '/material-ui/react-button/');
    expect(waiting.reload).not.toHaveBeenCalled();
  });

  it('goes from a waiting worker to a deferred reload', () => {
    const workbox = fakeWorkbox();
    const { state, reload, reloader } = setup(true);
    reloadOnUpdate(workbox, reloader.onControlling);
    workbox.listeners.waiting();
    workbox.listeners.controlling();
    expect(workbox.messageSW).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    state.unsaved = false;
    reloader.onNavigation('/joy-ui/', '/joy-ui/getting-started/');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('unsaved input on the page', () => {
  let typedIn: WeakSet<EventTarget>;
  beforeAll(() => {
    typedIn = trackTyping(document);
  });

  function type(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
    element.value = value;
    element.dispatchEvent(new Event('input', { bubbles: true }));
  }

  function render(html: string) {
    document.body.innerHTML = html;
    return (selector: string) => document.querySelector(selector) as HTMLInputElement & HTMLTextAreaElement;
  }

  it('counts a feedback comment once the reader has typed one, until it is cleared', () => {
    const find = render('<form><textarea id="comment"></textarea></form>');
    expect(hasUnsavedInput(document, typedIn)).toBe(false);
    type(find('#comment'), 'The second example is wrong');
    expect(hasUnsavedInput(document, typedIn)).toBe(true);
    type(find('#comment'), '   ');
    expect(hasUnsavedInput(document, typedIn)).toBe(false);
  });

  it('counts the search query in the open dialog, and nothing once the dialog is gone', () => {
    const find = render('<div role="dialog"><input type="text" role="combobox" /></div>');
    type(find('input'), 'slider');
    expect(hasUnsavedInput(document, typedIn)).toBe(true);
    render('<main></main>');
    expect(hasUnsavedInput(document, typedIn)).toBe(false);
  });

  it('counts an open live editor, but not a demo field that was only prefilled', () => {
    const find = render(`
      <div data-demo="BasicTextFields">
        <div data-demo-live=""><input type="text" value="Hello World" /><textarea>Notes</textarea></div>
        <div id="code"></div>
      </div>`);
    expect(hasUnsavedInput(document, typedIn)).toBe(false);
    expect(isLiveEditor(find('[data-demo-live] textarea'))).toBe(false);
    find('#code').innerHTML = '<textarea>export default function Demo() {}</textarea>';
    expect(isLiveEditor(find('#code textarea'))).toBe(true);
    expect(hasUnsavedInput(document, typedIn)).toBe(true);
  });

  it('counts typing in a demo field or an editable element, not toggling a checkbox', () => {
    const find = render(`
      <div data-demo="Checkboxes"><div data-demo-live=""><input type="checkbox" /><input type="email" /></div></div>
      <div contenteditable="true" id="note"></div>`);
    find('input[type=checkbox]').click();
    find('input[type=checkbox]').dispatchEvent(new Event('input', { bubbles: true }));
    expect(hasUnsavedInput(document, typedIn)).toBe(false);
    type(find('input[type=email]'), 'reader@example.com');
    expect(hasUnsavedInput(document, typedIn)).toBe(true);
    type(find('input[type=email]'), '');
    expect(hasUnsavedInput(document, typedIn)).toBe(false);
    const note = find('#note');
    note.textContent = 'draft';
    note.dispatchEvent(new Event('input', { bubbles: true }));
    expect(hasUnsavedInput(document, typedIn)).toBe(true);
  });
});
