import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import type { TemplateSlug } from '../catalog';
import styles from './TemplateSchematic.module.css';

/* Building blocks of the wireframes. */
const Bar = ({ dark }: { dark?: boolean }) => (
  <div className={clsx(styles.bar, dark && styles.barDark)}>
    <span className={styles.logo} />
    <span className={styles.barLinks}>
      <span />
      <span />
      <span />
    </span>
  </div>
);
const Line = ({ w = 100, accent, thick }: { w?: number; accent?: boolean; thick?: boolean }) => (
  <span className={clsx(styles.line, accent && styles.accent, thick && styles.thick)} style={{ width: `${w}%` }} />
);
const Input = () => <span className={styles.input} />;
const Btn = ({ w = 100 }: { w?: number }) => <span className={styles.button} style={{ width: `${w}%` }} />;
const Row = ({ children, className }: { children: ReactNode; className?: string }) => (
  <div className={clsx(styles.row, className)}>{children}</div>
);
const Col = ({ children, className }: { children: ReactNode; className?: string }) => (
  <div className={clsx(styles.col, className)}>{children}</div>
);
const Tile = ({ className, children }: { className?: string; children?: ReactNode }) => (
  <div className={clsx(styles.tile, className)}>{children}</div>
);

const AuthCard = ({ twoColumns }: { twoColumns?: boolean }) => (
  <div className={styles.authCard}>
    <Line w={45} thick />
    {twoColumns ? (
      <Row>
        <Input />
        <Input />
      </Row>
    ) : null}
    <Input />
    <Input />
    <Row className={styles.alignCenter}>
      <span className={styles.check} />
      <Line w={50} />
    </Row>
    <Btn />
  </div>
);

const SCHEMATICS: Record<TemplateSlug, () => ReactNode> = {
  marketing: () => (
    <>
      <Bar />
      <Col className={clsx(styles.hero, styles.center)}>
        <Line w={62} thick accent />
        <Line w={44} />
        <Row className={styles.justifyCenter}>
          <Btn w={18} />
          <span className={styles.ghostButton} />
        </Row>
      </Col>
      <Row className={styles.grow}>
        <Tile />
        <Tile />
        <Tile />
      </Row>
    </>
  ),
  blog: () => (
    <>
      <Bar />
      <Tile className={styles.featured}>
        <Line w={40} thick />
        <Line w={55} />
      </Tile>
      <Row className={styles.grow}>
        <Col className={styles.grow}>
          <Row className={styles.grow}>
            <Tile className={styles.cover} />
            <Tile className={styles.cover} />
          </Row>
          <Line w={80} />
          <Line w={65} />
        </Col>
        <Col className={styles.sidebar}>
          <Line w={70} thick />
          <Line w={90} />
          <Line w={80} />
          <Line w={85} />
          <Line w={60} />
        </Col>
      </Row>
    </>
  ),
  checkout: () => (
    <>
      <Row className={clsx(styles.stepper, styles.alignCenter)}>
        <span className={clsx(styles.dot, styles.dotActive)} />
        <span className={styles.connector} />
        <span className={styles.dot} />
        <span className={styles.connector} />
        <span className={styles.dot} />
      </Row>
      <Row className={styles.grow}>
        <Col className={styles.grow}>
          <Row>
            <Input />
            <Input />
          </Row>
          <Input />
          <Input />
          <Row>
            <Input />
            <Input />
          </Row>
          <Row className={styles.justifyEnd}>
            <Btn w={28} />
          </Row>
        </Col>
        <Tile className={styles.summary}>
          <Line w={60} thick />
          <Line w={90} />
          <Line w={80} />
          <span className={styles.divider} />
          <Line w={50} accent />
        </Tile>
      </Row>
    </>
  ),
  dashboard: () => (
    <Row className={clsx(styles.grow, styles.noGap)}>
      <Col className={styles.nav}>
        <span className={styles.logo} />
        <Line w={80} accent />
        <Line w={70} />
        <Line w={75} />
        <Line w={60} />
      </Col>
      <Col className={clsx(styles.grow, styles.dashMain)}>
        <Row>
          <Tile className={styles.stat} />
          <Tile className={styles.stat} />
          <Tile className={styles.stat} />
          <Tile className={styles.stat} />
        </Row>
        <Tile className={clsx(styles.chart, styles.grow)}>
          {[38, 52, 45, 64, 58, 72, 68, 86, 80, 94].map((height, index) => (
            <span key={index} className={styles.chartBar} style={{ height: `${height}%` }} />
          ))}
        </Tile>
        <Tile className={styles.table}>
          <Line w={95} />
          <Line w={95} />
          <Line w={95} />
        </Tile>
      </Col>
    </Row>
  ),
  pricing: () => (
    <>
      <Col className={clsx(styles.center, styles.pricingHead)}>
        <Line w={46} thick />
        <span className={styles.toggle}>
          <span />
        </span>
      </Col>
      <Row className={clsx(styles.grow, styles.alignEnd)}>
        {[false, true, false].map((highlight, index) => (
          <Tile key={index} className={clsx(styles.plan, highlight && styles.planHighlight)}>
            <Line w={40} />
            <Line w={55} thick />
            <Line w={85} />
            <Line w={75} />
            <Line w={80} />
            <Btn />
          </Tile>
        ))}
      </Row>
    </>
  ),
  'sign-in': () => (
    <Col className={clsx(styles.grow, styles.center, styles.justifyCenter)}>
      <AuthCard />
    </Col>
  ),
  'sign-in-side': () => (
    <Row className={clsx(styles.grow, styles.noGap)}>
      <div className={styles.brandPanel}>
        <span className={styles.blob} />
        <span className={clsx(styles.blob, styles.blobSmall)} />
      </div>
      <Col className={clsx(styles.grow, styles.justifyCenter, styles.sideForm)}>
        <Line w={45} thick />
        <Input />
        <Input />
        <Btn />
      </Col>
    </Row>
  ),
  'sign-up': () => (
    <Col className={clsx(styles.grow, styles.center, styles.justifyCenter)}>
      <AuthCard twoColumns />
    </Col>
  ),
  'sticky-footer': () => (
    <>
      <Bar />
      <Col className={styles.article}>
        <Line w={50} thick />
        <Line w={85} />
        <Line w={78} />
      </Col>
      <span className={styles.spacer} />
      <div className={styles.footer}>
        <Line w={30} />
        <Line w={18} />
      </div>
    </>
  ),
};

/** A small wireframe of a template's layout, drawn with CSS; purely decorative. */
export default function TemplateSchematic({ slug }: { slug: TemplateSlug }) {
  return (
    <div className={styles.frame} aria-hidden="true" data-schematic={slug}>
      {SCHEMATICS[slug]()}
    </div>
  );
}
