import React from 'react';
import { useTranslate } from '@site/src/providers/DocsConfig';
import { apiAnchor } from '@site/src/lib/apiDocs/naming';
import { API_SECTION_IDS } from '@site/src/lib/apiDocs/toc';
import { previewType } from '@site/src/lib/apiDocs/typeDisplay';
import type { ApiPageData, ApiPagePropData } from '@site/src/lib/apiDocs/types';
import type { ApiView } from '@site/src/lib/apiDocs/viewPreference';
import ApiEntries, { EntryName, type Entry } from './ApiEntries';
import ApiSection from './ApiSection';
import { DefaultCode, DeprecatedChip, DeprecatedNote, Html, RequiredMark, TypeCode, TypeSummary } from './parts';
import styles from './PropsSection.module.css';

type Translate = ReturnType<typeof useTranslate>;

/** A callback prop's signature, with its documented parameters and return value. */
function Signature({ prop, t }: { prop: ApiPagePropData; t: Translate }) {
  const { signature } = prop;
  if (!signature) return null;
  const params = signature.params.map((param) => `${param.name}${param.optional ? '?' : ''}: ${param.type}`).join(', ');
  const documented = signature.params.filter((param) => param.descriptionHtml);
  return (
    <div className={styles.signature}>
      <p className={styles.signatureLabel}>{t('apiDocs.signature')}</p>
      <code className={styles.signatureCode}>{`function(${params}) => ${signature.returns.type}`}</code>
      {(documented.length > 0 || signature.returns.descriptionHtml) && (
        <ul className={styles.signatureParams}>
          {documented.map((param) => (
            <li key={param.name}>
              <code>{param.name}</code> <Html inline html={param.descriptionHtml} />
            </li>
          ))}
          {signature.returns.descriptionHtml && (
            <li>
              <em>{t('apiDocs.returns')}</em> <Html inline html={signature.returns.descriptionHtml} />
            </li>
          )}
        </ul>
      )}
    </div>
  );
}

function propEntries(data: ApiPageData, t: Translate): Entry[] {
  return data.props.map((prop) => ({
    id: apiAnchor.prop(prop.name),
    title: (
      <>
        <EntryName>{prop.name}</EntryName>
        {prop.required && <RequiredMark />}
        {prop.deprecatedHtml !== undefined && <DeprecatedChip />}
      </>
    ),
    summary: <TypeSummary>{previewType(prop.type).short}</TypeSummary>,
    fields: [
      {
        label: t('apiDocs.type'),
        content: <TypeCode type={prop.type} label={prop.name} />,
        cellClassName: styles.typeCell,
      },
      {
        label: t('apiDocs.default'),
        content: prop.default !== undefined ? <DefaultCode value={prop.default} /> : null,
        cellClassName: styles.defaultCell,
      },
    ],
    description: (
      <>
        {prop.deprecatedHtml !== undefined && <DeprecatedNote html={prop.deprecatedHtml} />}
        <Html html={prop.descriptionHtml} />
        <Signature prop={prop} t={t} />
      </>
    ),
  }));
}

/** Whether the ref is forwarded (and to what), native attributes and system props. */
function PropsNotes({ data, t }: { data: ApiPageData; t: Translate }) {
  return (
    <div className={styles.notes}>
      <p>
        <strong>{t('apiDocs.ref')}</strong>{' '}
        {data.ref.forwarded ? t('apiDocs.refForwarded') : t('apiDocs.refNotForwarded')}
        {data.ref.forwarded && data.ref.instance && (
          <>
            {' '}
            (<code>{data.ref.instance}</code>)
          </>
        )}
      </p>
      {data.spreadsNativeProps && (
        <p>
          {t('apiDocs.nativeProps')}
          {data.rootElement && (
            <>
              {' '}
              (<code>{`<${data.rootElement}>`}</code>)
            </>
          )}
        </p>
      )}
      {data.systemProps && <p>{t('apiDocs.systemProps')}</p>}
    </div>
  );
}

interface Props {
  data: ApiPageData;
  view: ApiView;
  onViewChange: (view: ApiView) => void;
}

export default function PropsSection({ data, view, onViewChange }: Props) {
  const t = useTranslate();
  const title = t('apiDocs.props');
  return (
    <ApiSection id={API_SECTION_IDS.props} title={title} view={view} onViewChange={onViewChange}>
      {data.props.length > 0 ? (
        <ApiEntries
          view={view}
          caption={title}
          nameLabel={t('apiDocs.name')}
          descriptionLabel={t('apiDocs.description')}
          entries={propEntries(data, t)}
        />
      ) : (
        <p>{t('apiDocs.noProps')}</p>
      )}
      <PropsNotes data={data} t={t} />
    </ApiSection>
  );
}
