import * as constants from './constants';

describe('ad constants', () => {
  it('match the product spec', () => {
    expect(constants).toEqual({
      AD_POLL_INTERVAL_MS: 500,
      AD_MAX_POLLS: 30,
      AD_BLOCKER_AFTER_POLLS: 6,
      AD_FEED_MAX_ATTEMPTS: 10,
      AD_FEED_MAX_BODY_BYTES: 65_536,
      AD_FEED_TIMEOUT_MS: 5000,
      AD_MAX_IMPRESSION_PIXELS: 5,
      AD_DISPLAY_SAMPLE_RATIO: 0.1,
      AD_IMPRESSION_DELAY_MS: 2500,
      AD_INLINE_RATIO: 0.2,
      AD_APPEAL_PROBABILITY: 0.2,
      AD_MIN_HEIGHT_SM_UP_PX: 126,
      AD_MIN_HEIGHT_XS_PX: 142,
      AD_IMAGE_WIDTH: 130,
      AD_IMAGE_HEIGHT: 100,
      AD_MARGIN_SPACING_UNITS: 3,
      WEB_VITALS_SAMPLE_RATIO: 0.0001,
    });
  });
});
