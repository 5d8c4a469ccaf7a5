import { randomSequence } from '../ads/testing/fakes';
import {
  adEvent,
  clickEventFromElement,
  pageView,
  shouldSampleDisplay,
  shouldSampleWebVitals,
  userProperties,
  webVitalEvent,
} from './events';

describe('adEvent', () => {
  it.each(['display', 'click', 'crash'] as const)('builds the %s event', (action) => {
    expect(adEvent(action, 'carbon')).toEqual(['event', 'ad', { eventAction: action, eventLabel: 'carbon' }]);
  });
});

describe('sampling', () => {
  it.each([
    [0, true],
    [0.0999, true],
    [0.1, false],
    [0.5, false],
  ])('shouldSampleDisplay(%p) → %p', (value, expected) => {
    expect(shouldSampleDisplay(() => value)).toBe(expected);
  });

  it.each([
    [0, true],
    [0.00009, true],
    [0.0001, false],
    [0.01, false],
  ])('shouldSampleWebVitals(%p) → %p', (value, expected) => {
    expect(shouldSampleWebVitals(() => value)).toBe(expected);
  });
});

describe('clickEventFromElement', () => {
  const base = { 'data-ga-event-category': 'ad', 'data-ga-event-action': 'click', 'data-ga-event-label': 'in-house' };

  it('builds the event from the data attributes without drawing a random number', () => {
    const random = randomSequence();
    expect(clickEventFromElement(base, random)).toEqual([
      'event',
      'ad',
      { eventAction: 'click', eventLabel: 'in-house' },
    ]);
    expect(random).not.toHaveBeenCalled();
  });

  it('omits a missing label', () => {
    expect(clickEventFromElement({ ...base, 'data-ga-event-label': undefined }, randomSequence())).toEqual([
      'event',
      'ad',
      { eventAction: 'click' },
    ]);
  });

  it.each([
    ['category', { ...base, 'data-ga-event-category': undefined }],
    ['action', { ...base, 'data-ga-event-action': undefined }],
    ['empty category', { ...base, 'data-ga-event-category': '' }],
  ])('returns null when the %s is missing', (_name, attrs) => {
    expect(clickEventFromElement(attrs, randomSequence())).toBeNull();
  });

  it.each([
    ['0.3', 0.2999, true],
    ['0.3', 0.3, false],
    ['0', 0, false],
    ['1', 0.9999, true],
    ['not-a-number', 0.99, true],
  ])('with split %j and random %p sends: %p', (split, value, sent) => {
    const event = clickEventFromElement({ ...base, 'data-ga-event-split': split }, () => value);
    expect(event !== null).toBe(sent);
  });
});

describe('pageView', () => {
  it('builds the page_view event', () => {
    expect(
      pageView({
        title: 'Button - Material UI',
        location: 'https://mui.com/material-ui/react-button/',
        productId: 'material-ui',
        productCategoryId: 'core',
      }),
    ).toEqual([
      'event',
      'page_view',
      {
        page_title: 'Button - Material UI',
        page_location: 'https://mui.com/material-ui/react-button/',
        productId: 'material-ui',
        productCategoryId: 'core',
      },
    ]);
  });
});

describe('userProperties', () => {
  it('builds the set user_properties call', () => {
    const props = {
      codeVariant: 'TS',
      language: 'en',
      pixelRatio: 2,
      os: 'macOS',
      colorScheme: 'dark',
      codeStyling: 'MUI System',
    } as const;
    expect(userProperties(props)).toEqual(['set', 'user_properties', props]);
  });
});

describe('webVitalEvent', () => {
  it('scales CLS by 1000 and rounds', () => {
    expect(webVitalEvent({ name: 'CLS', value: 0.1234, id: 'v3-1', rating: 'needs-improvement' })).toEqual([
      'event',
      'CLS',
      { value: 123, metric_id: 'v3-1', metric_rating: 'needs-improvement', non_interaction: true },
    ]);
  });

  it('rounds other metrics unscaled and omits a missing rating', () => {
    expect(webVitalEvent({ name: 'LCP', value: 2500.6, id: 'v3-2' })).toEqual([
      'event',
      'LCP',
      { value: 2501, metric_id: 'v3-2', non_interaction: true },
    ]);
  });
});
