/** The publish section's how-to: how to put the wall on a site and on an event screen. */
import { useTexts } from '../i18n/texts.ts';
import { texts } from './texts.ts';

type PublishText = keyof typeof texts.en;

/** The questions and answers, in order, as keys of the publish texts. */
export const publishFaq: readonly {
  readonly question: PublishText;
  readonly answer: PublishText;
}[] = [
  { question: 'faqWebsiteQuestion', answer: 'faqWebsiteAnswer' },
  { question: 'faqNetworkQuestion', answer: 'faqNetworkAnswer' },
  { question: 'faqScreenQuestion', answer: 'faqScreenAnswer' },
  { question: 'faqModerateQuestion', answer: 'faqModerateAnswer' },
  { question: 'faqSpeedQuestion', answer: 'faqSpeedAnswer' },
];

export function PublishFaq({ headingId }: { readonly headingId?: string }) {
  const t = useTexts(texts);
  return (
    <dl className="publish-faq" aria-labelledby={headingId}>
      {publishFaq.map((item) => (
        <div key={item.question}>
          <dt>{t(item.question)}</dt>
          <dd>{t(item.answer)}</dd>
        </div>
      ))}
    </dl>
  );
}
