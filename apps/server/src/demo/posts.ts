/** The demo wall's content: a small conference told through a dozen short posts. */

/** A sample picture shipped in `apps/server/assets/demo/`, with its text alternative. */
export interface DemoPicture {
  /** The file's name in the assets folder. */
  readonly file: string;
  readonly alt: string;
}

/** One demo post: its text, who wrote it, and how many minutes before seeding. */
export interface DemoPost {
  readonly author: string;
  readonly username: string;
  readonly title: string;
  readonly text: string;
  readonly minutesAgo: number;
  readonly pinned?: boolean;
  readonly highlight?: boolean;
  readonly picture?: DemoPicture;
}

/** In no particular order: the wall sorts pinned first, then newest first. */
export const demoPosts: readonly DemoPost[] = [
  {
    author: 'Chorus',
    username: 'chorus',
    title: 'Welcome to the Chorus demo wall',
    text: 'This wall is seeded on first start. Connect sources, moderate posts and pick a theme from the editor.',
    minutesAgo: 2,
    pinned: true,
  },
  {
    author: 'Ada Park',
    username: 'adapark',
    title: 'Doors open',
    text: 'Registration desk is open and the coffee is already good. #OpenWall2026',
    picture: {
      file: 'coffee-break.jpg',
      alt: 'Three cups of coffee on a wooden table, seen from above',
    },
    minutesAgo: 180,
  },
  {
    author: 'Lena Ortiz',
    username: 'lortiz',
    title: 'Keynote',
    text: 'Opening keynote: "Walls that listen". Packed room, standing space only. #OpenWall2026',
    picture: { file: 'stage-lights.jpg', alt: 'An empty stage under three spotlights' },
    minutesAgo: 150,
    highlight: true,
  },
  {
    author: 'Sam Okafor',
    username: 'samo',
    title: '',
    text: 'Live-moderated walls at events are the best icebreaker. Saw three strangers start talking about a post on the big screen.',
    minutesAgo: 131,
  },
  {
    author: 'Mia Chen',
    username: 'miachen',
    title: 'Workshop: themes as packages',
    text: 'Built a theme in forty minutes. One package, one line in the config. #OpenWall2026',
    picture: {
      file: 'lightning-poster.jpg',
      alt: 'A poster of three overlapping circles crossed by a lightning bolt',
    },
    minutesAgo: 110,
  },
  {
    author: 'Jonas Berg',
    username: 'jberg',
    title: '',
    text: 'Question for the panel: how do you keep a wall safe when anyone can post to the hashtag? Answer: moderation first, then sanitize everything.',
    minutesAgo: 95,
  },
  {
    author: 'Priya Nair',
    username: 'priyan',
    title: 'Lunch',
    text: "Lunch break. The slideshow wall in the hall is on a loop of everyone's photos from this morning.",
    picture: { file: 'park-walk.jpg', alt: 'A path through a green park with round trees' },
    minutesAgo: 80,
  },
  {
    author: 'Tomás Ruiz',
    username: 'truiz',
    title: '',
    text: 'Pinned posts stay on top; highlighted ones take two columns. Simple rules, readable wall.',
    minutesAgo: 64,
  },
  {
    author: 'Grace Liu',
    username: 'gliu',
    title: 'Lightning talks',
    text: 'Five minutes each, eight speakers, zero slides that loaded slowly. #OpenWall2026',
    picture: { file: 'confetti.jpg', alt: 'Confetti scattered over a pink background' },
    minutesAgo: 47,
  },
  {
    author: 'Omar Haddad',
    username: 'ohaddad',
    title: '',
    text: 'Self-hosted means the posts of our attendees stay on our server. That matters to us.',
    picture: { file: 'sea-at-noon.jpg', alt: 'A calm sea at noon with a small white sail' },
    minutesAgo: 33,
  },
  {
    author: 'Eva Novak',
    username: 'evanovak',
    title: 'Closing',
    text: 'Thank you all! Slides and recordings go up next week. See you at #OpenWall2027',
    picture: { file: 'hills-at-dusk.jpg', alt: 'Hills at dusk under a low sun' },
    minutesAgo: 15,
  },
  {
    author: 'Ken Ito',
    username: 'kenito',
    title: '',
    text: 'Still here at the after-party, still posting to the wall.',
    picture: { file: 'city-night.jpg', alt: 'A city skyline at night with lit windows' },
    minutesAgo: 5,
  },
];
