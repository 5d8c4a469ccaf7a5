import { logInfo, logWarning, pluginMessage } from './log';

describe('plugin messages', () => {
  afterEach(() => jest.restoreAllMocks());

  it('prefix every message with the plugin name in brackets', () => {
    expect(pluginMessage('search', 'Indexed 3 pages')).toBe('[search] Indexed 3 pages');
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    logInfo('api-docs', 'done');
    logWarning('api-docs', 'careful');
    expect(info).toHaveBeenCalledWith('[api-docs] done');
    expect(warn).toHaveBeenCalledWith('[api-docs] careful');
  });
});
