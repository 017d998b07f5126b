/** The publish section's how-to: how to put the wall on a site and on an event screen. */

/** The questions and answers, in order. */
export const publishFaq: readonly { readonly question: string; readonly answer: string }[] = [
  {
    question: 'How do I put the wall on my website?',
    answer:
      'Choose a height and a width, copy the embed code and paste it into your page’s HTML where the wall should appear. The script loads the wall in a frame that follows its height.',
  },
  {
    question: 'Can I show only one network, or only some posts?',
    answer:
      'Pick a network to show only its posts. With All networks you can give search words instead; only matching posts are shown.',
  },
  {
    question: 'How do I show the wall on a big screen at an event?',
    answer:
      'Open the full-screen wall link in the screen’s browser and switch the browser to full screen. New posts arrive by themselves.',
  },
  {
    question: 'Can someone moderate without my password?',
    answer:
      'Yes: create white-label moderation links and share one. Whoever has it can approve and reject posts of this wall only.',
  },
  {
    question: 'Does the embed slow my page down?',
    answer:
      'No: the script is small and loads asynchronously, and the wall reserves the size of every image before it arrives.',
  },
];

export function PublishFaq({ headingId }: { readonly headingId?: string }) {
  return (
    <dl className="publish-faq" aria-labelledby={headingId}>
      {publishFaq.map((item) => (
        <div key={item.question}>
          <dt>{item.question}</dt>
          <dd>{item.answer}</dd>
        </div>
      ))}
    </dl>
  );
}
