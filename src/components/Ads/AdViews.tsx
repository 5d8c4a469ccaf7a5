import React from 'react';
import clsx from 'clsx';
import { AD_IMAGE_HEIGHT, AD_IMAGE_WIDTH, type AdDisplay, type AdStyle, type AppealMessage } from '../../lib/ads';
import styles from './styles.module.css';

/** An ad rendered from untrusted fields: text nodes and https URLs only, never HTML. */
export function AdCard({
  ad,
  style,
  network,
  onClick,
}: {
  ad: AdDisplay;
  style: AdStyle;
  network: boolean;
  onClick: () => void;
}) {
  return (
    <div
      className={clsx(styles.ad, style === 'inline' ? styles.inline : styles.image)}
      data-ad-network={network ? '' : undefined}
      data-ad-link={ad.link}
      data-ad-label={ad.label}
      data-ad-style={style}
    >
      <a href={ad.link} className={styles.link} target="_blank" rel="noopener sponsored" onClick={onClick}>
        {style === 'image' && ad.img && (
          <img
            className={styles.img}
            src={ad.img}
            alt=""
            width={AD_IMAGE_WIDTH}
            height={AD_IMAGE_HEIGHT}
            loading="lazy"
          />
        )}
        <span className={styles.text}>
          <strong className={styles.name}>{ad.name}</strong> <span>{ad.description}</span>
        </span>
      </a>
      <span className={styles.poweredBy}>ad by {ad.poweredby}</span>
    </div>
  );
}

export function AdAppeal({ message }: { message: AppealMessage }) {
  return (
    <div className={clsx(styles.ad, styles.appeal)} data-ad-label="in-house-appeal">
      <p className={styles.appealTitle}>{message.title}</p>
      <p className={styles.appealBody}>{message.body}</p>
      <p className={styles.appealThanks}>{message.thanks}</p>
    </div>
  );
}
