import { clientRegistryModule } from './registry';

const REGISTRY = `export default {
  "__comp---site-src-components-api-pageea-0-c34": [() => import(/* webpackChunkName: "__comp---site-src-components-api-pageea-0-c34" */ "@site/src/components/ApiPage"), "@site/src/components/ApiPage", require.resolveWeak("@site/src/components/ApiPage")],
  "3417539b": [() => import(/* webpackChunkName: "3417539b" */ "@site/docs/material-ui/components/rating/rating.mdx"), "@site/docs/material-ui/components/rating/rating.mdx", require.resolveWeak("@site/docs/material-ui/components/rating/rating.mdx")],};
`;

describe('clientRegistryModule', () => {
  it('drops the module paths and keeps the loaders and webpack ids', () => {
    const client = clientRegistryModule(REGISTRY);
    expect(client).not.toContain('"@site/docs/material-ui/components/rating/rating.mdx", require');
    expect(client).toContain(
      '"3417539b": [() => import(/* webpackChunkName: "3417539b" */ "@site/docs/material-ui/components/rating/rating.mdx"), "", require.resolveWeak("@site/docs/material-ui/components/rating/rating.mdx")],};',
    );
    expect(client.split('\n')).toHaveLength(REGISTRY.split('\n').length);
  });

  it('fails, saying how many, when Docusaurus writes an entry in another form', () => {
    const changed = REGISTRY.replace('), "@site/src/components/ApiPage", ', '), ["@site/src/components/ApiPage"], ');
    expect(() => clientRegistryModule(changed)).toThrow('1 of 2 entries of the generated registry.js');
  });
});
