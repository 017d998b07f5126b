import type { Plugin } from 'vite';
import { findInlineHtml } from './find-inline-html.ts';

/** Fails the build when an emitted HTML page holds code the wall's CSP would block. */
export function forbidInlineHtml(): Plugin {
  return {
    name: 'chorus:forbid-inline-html',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'asset' || !output.fileName.endsWith('.html')) continue;
        const html =
          typeof output.source === 'string'
            ? output.source
            : new TextDecoder().decode(output.source);
        const findings = findInlineHtml(html);
        if (findings.length > 0) {
          const list = findings.map((finding) => `${finding.kind}: ${finding.excerpt}`).join('\n');
          this.error(`${output.fileName} holds inline code:\n${list}`);
        }
      }
    },
  };
}
