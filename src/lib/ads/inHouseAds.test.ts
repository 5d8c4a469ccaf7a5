import { IN_HOUSE_ADS, IN_HOUSE_AD_IMAGE_PATHS, inHouseToDisplayAd } from './inHouseAds';

describe('IN_HOUSE_ADS', () => {
  it('has exactly five complete ads with https links and static artwork', () => {
    expect(IN_HOUSE_ADS).toHaveLength(5);
    for (const ad of IN_HOUSE_ADS) {
      expect(new URL(ad.link).protocol).toBe('https:');
      expect(ad.img).toMatch(/^\/ads\/in-house-[a-z-]+\.svg$/);
      expect(ad.name.trim()).not.toBe('');
      expect(ad.description.trim()).not.toBe('');
    }
  });

  it('exports the artwork paths, one per ad, no duplicates', () => {
    expect(IN_HOUSE_AD_IMAGE_PATHS).toEqual(IN_HOUSE_ADS.map((ad) => ad.img));
    expect(new Set(IN_HOUSE_AD_IMAGE_PATHS).size).toBe(5);
  });

  it('links each product to its page', () => {
    expect(IN_HOUSE_ADS.map((ad) => ad.link)).toEqual([
      'https://mui.com/toolpad/',
      'https://mui.com/store/',
      'https://mui.com/store/',
      'https://mui.com/pricing/',
      'https://mui.com/store/#design',
    ]);
  });
});

describe('inHouseToDisplayAd', () => {
  it('adds a per-ad analytics label', () => {
    expect(
      inHouseToDisplayAd({ name: 'Design Kit for Figma', link: 'https://a.example/', img: '/x.svg', description: 'd' }),
    ).toEqual({
      name: 'Design Kit for Figma',
      link: 'https://a.example/',
      img: '/x.svg',
      description: 'd',
      poweredby: 'MUI',
      label: 'in-house-design-kit-for-figma',
    });
  });
});
