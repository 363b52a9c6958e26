/**
 * Sample library items for the stories and tests: real drawings and speech of the content bank (content/media/study,
 * made by `npm run content`), loaded by Vite as asset URLs, so every picture shows and every sound plays.
 */
import type { StudySlide } from '@buddy/domain';
import type { LibraryFilter, LibraryListItem, LibrarySearch } from './types';

const pictures = import.meta.glob<string>('../../../../../content/media/study/images/*.svg', {
  query: '?url',
  import: 'default',
  eager: true,
});
const sounds = import.meta.glob<string>(
  '../../../../../content/media/study/audio/{a-fish-can-swim-89ee7b,a-rainbow-has-seven-colours-8638ef,all-through-the-town-74e249,apples-apples-yum-yum-yum-879422,bag-9b4e47,bananas-bananas-in-my-tum-0f0b93,beep-beep-says-my-robot-14d917,birds-fly-in-the-sky-49fc2c,boom-boom-boom-goes-the-drum-c1697c,bounce-bounce-bounce-the-ball-9895bb,can-you-jump-yes-i-can-e298ba,can-you-swim-no-i-can-t-f9d6bc,cat-9d989e,dog-e49512,fish-64875f,goodbye-goodbye-see-you-soon-05692d,hat-10e586,hello-hello-how-are-you-439af5,how-i-wonder-what-you-are-11724a,i-can-run-bf708d,i-can-sing-a-rainbow-2bac47,i-can-swim-74837d,i-drink-milk-36b8f2,i-eat-an-egg-a09acf,i-eat-breakfast-at-seven-66f459,i-like-apples-a3c705,i-like-the-rain-684c2e,i-like-your-new-shoes-ab0518,i-love-my-mom-e9d4f8,i-m-fine-i-m-fine-and-you-39410d,in-autumn-the-leaves-turn-red-and-yellow-98c244,it-is-eight-o-clock-bb1c78,it-is-sunny-today-96154b,it-s-time-for-lunch-830325,let-s-open-our-books-and-learn-e7d60d,like-a-diamond-in-the-sky-49e03a,milk-and-bread-eggs-and-cake-a84989,mix-red-and-yellow-to-make-orange-987c32,my-cat-is-black-8e9282,my-dad-is-tall-ca28f2,pig-2cd4ba,play-with-toys-and-have-some-fun-0ba5d7,purple-orange-and-blue-a7a1db,rabbit-6d0ebb,red-and-yellow-pink-and-green-f00084,sing-a-rainbow-with-me-too-6a0233,thank-you-for-the-food-we-make-3b6db7,the-baby-is-sleeping-0e697b,the-bear-is-brown-c2a0d4,the-cloud-is-big-4816ba,the-dog-is-big-74ae68,the-horn-on-the-bus-goes-beep-beep-beep-dc5010,the-pig-is-pink-a2c9e9,the-snow-is-white-6904d7,the-train-goes-choo-choo-choo-3e230d,the-wheels-on-the-bus-go-round-and-round-9acece,this-is-my-chair-629ef1,this-is-my-cup-bc799d,this-is-my-house-d67534,twinkle-twinkle-little-star-cd0873,up-above-the-world-so-high-9b0a49,we-climbed-the-mountain-and-saw-the-whol-bd6a2c,we-went-to-the-sea-last-summer-209bfb,what-time-is-it-a18081}.ogg',
  { query: '?url', import: 'default', eager: true },
);

/** A drawing of the content bank by name ('cat'). */
export function picture(name: string): string {
  const url = pictures[`../../../../../content/media/study/images/${name}.svg`];
  if (!url) throw new Error(`no drawing ${name}.svg in content/media/study/images`);
  return url;
}

/** A clip of the content bank by file name without extension ('cat-9d989e'). */
export function sound(name: string): string {
  const url = sounds[`../../../../../content/media/study/audio/${name}.ogg`];
  if (!url) throw new Error(`no clip ${name}.ogg among the library fixtures' sounds (add it to the glob)`);
  return url;
}

const slide = (image: string, text: string, ko: string, audio: string, durationMs: number): StudySlide => ({
  image: picture(image),
  text,
  ko,
  audio: sound(audio),
  durationMs,
});

const total = (slides: readonly StudySlide[]) => slides.reduce((sum, each) => sum + each.durationMs, 0);

function item(
  fields: Pick<LibraryListItem, 'id' | 'title' | 'titleKo' | 'summary' | 'slides'> & Partial<LibraryListItem>,
): LibraryListItem {
  return {
    thumbnail: fields.slides[0]?.image ?? null,
    course: null,
    step: null,
    week: null,
    audio: null,
    durationMs: total(fields.slides),
    worksheet: null,
    answer: null,
    ...fields,
  };
}

/** A sound track: one sound (its first line here: the bank has no whole songs) and its sentences. */
function track(
  id: number,
  title: string,
  titleKo: string,
  slides: StudySlide[],
  [course, step, week]: [string, number, number],
): LibraryListItem {
  return item({
    id,
    title,
    titleKo,
    summary: '',
    slides,
    course,
    step,
    week,
    audio: slides[0]?.audio ?? null,
    durationMs: slides[0]?.durationMs ?? 0,
  });
}

const shows = {
  family: [
    slide('dad', 'My dad is tall.', '우리 아빠는 키가 커요.', 'my-dad-is-tall-ca28f2', 3700),
    slide('mom', 'I love my mom.', '나는 엄마를 사랑해요.', 'i-love-my-mom-e9d4f8', 3600),
    slide('baby', 'The baby is sleeping.', '아기가 자고 있어요.', 'the-baby-is-sleeping-0e697b', 4200),
  ],
  animals: [
    slide('dog', 'The dog is big.', '개가 커요.', 'the-dog-is-big-74ae68', 3700),
    slide('fish', 'A fish can swim.', '물고기는 헤엄칠 수 있어요.', 'a-fish-can-swim-89ee7b', 3800),
    slide('pig', 'The pig is pink.', '돼지는 분홍색이에요.', 'the-pig-is-pink-a2c9e9', 3800),
  ],
  food: [
    slide(
      'apple',
      'Apples, apples, yum, yum, yum!',
      '사과, 사과, 냠, 냠, 냠!',
      'apples-apples-yum-yum-yum-879422',
      4900,
    ),
    slide(
      'banana',
      'Bananas, bananas, in my tum!',
      '바나나, 바나나, 내 배 속으로!',
      'bananas-bananas-in-my-tum-0f0b93',
      4700,
    ),
    slide(
      'cake',
      'Milk and bread, eggs and cake!',
      '우유와 빵, 달걀과 케이크!',
      'milk-and-bread-eggs-and-cake-a84989',
      4900,
    ),
    slide(
      'bread',
      'Thank you for the food we make!',
      '우리가 만든 음식에 감사해요!',
      'thank-you-for-the-food-we-make-3b6db7',
      5000,
    ),
  ],
  rainbow: [
    slide(
      'rainbow',
      'Red and yellow, pink and green!',
      '빨강과 노랑, 분홍과 초록!',
      'red-and-yellow-pink-and-green-f00084',
      5000,
    ),
    slide(
      'rainbow',
      'Purple, orange and blue!',
      '보라, 주황 그리고 파랑!',
      'purple-orange-and-blue-a7a1db',
      4400,
    ),
    slide(
      'rainbow',
      'I can sing a rainbow!',
      '나는 무지개를 노래할 수 있어요!',
      'i-can-sing-a-rainbow-2bac47',
      4200,
    ),
    slide(
      'rainbow',
      'Sing a rainbow with me too!',
      '나와 함께 무지개를 노래해요!',
      'sing-a-rainbow-with-me-too-6a0233',
      4700,
    ),
  ],
  hello: [
    slide(
      'teacher',
      'Hello, hello, how are you?',
      '안녕, 안녕, 잘 지내?',
      'hello-hello-how-are-you-439af5',
      4600,
    ),
    slide(
      'happy',
      "I'm fine, I'm fine, and you?",
      '나는 잘 지내, 너는?',
      'i-m-fine-i-m-fine-and-you-39410d',
      4700,
    ),
    slide(
      'book',
      "Let's open our books and learn!",
      '책을 펴고 배워요!',
      'let-s-open-our-books-and-learn-e7d60d',
      5000,
    ),
    slide(
      'school',
      'Goodbye, goodbye, see you soon!',
      '잘 가, 잘 가, 또 만나!',
      'goodbye-goodbye-see-you-soon-05692d',
      5000,
    ),
  ],
  toys: [
    slide(
      'ball',
      'Bounce, bounce, bounce the ball!',
      '통, 통, 통 공을 튀겨요!',
      'bounce-bounce-bounce-the-ball-9895bb',
      5100,
    ),
    slide(
      'robot',
      'Beep, beep, says my robot!',
      '삑, 삑, 내 로봇이 말해요!',
      'beep-beep-says-my-robot-14d917',
      4600,
    ),
    slide(
      'drum',
      'Boom, boom, boom goes the drum!',
      '둥, 둥, 둥 북이 울려요!',
      'boom-boom-boom-goes-the-drum-c1697c',
      5000,
    ),
    slide(
      'teddy',
      'Play with toys and have some fun!',
      '장난감을 가지고 재미있게 놀아요!',
      'play-with-toys-and-have-some-fun-0ba5d7',
      5100,
    ),
  ],
  star: [
    slide(
      'star',
      'Twinkle, twinkle, little star!',
      '반짝, 반짝, 작은 별!',
      'twinkle-twinkle-little-star-cd0873',
      4900,
    ),
    slide(
      'star',
      'How I wonder what you are!',
      '너는 무엇일까 궁금해!',
      'how-i-wonder-what-you-are-11724a',
      4600,
    ),
    slide(
      'moon',
      'Up above the world so high!',
      '저 세상 위 높은 곳에!',
      'up-above-the-world-so-high-9b0a49',
      4700,
    ),
    slide(
      'star',
      'Like a diamond in the sky!',
      '하늘의 다이아몬드처럼!',
      'like-a-diamond-in-the-sky-49e03a',
      4600,
    ),
  ],
  bus: [
    slide(
      'bus',
      'The wheels on the bus go round and round!',
      '버스 바퀴가 빙글빙글 돌아요!',
      'the-wheels-on-the-bus-go-round-and-round-9acece',
      5800,
    ),
    slide(
      'bus',
      'The horn on the bus goes beep, beep, beep!',
      '버스 경적이 빵, 빵, 빵!',
      'the-horn-on-the-bus-goes-beep-beep-beep-dc5010',
      5900,
    ),
    slide(
      'train',
      'The train goes choo, choo, choo!',
      '기차가 칙, 칙, 폭폭!',
      'the-train-goes-choo-choo-choo-3e230d',
      5100,
    ),
    slide('car', 'All through the town!', '온 동네를 다녀요!', 'all-through-the-town-74e249', 4200),
  ],
  time: [
    slide('clock', 'What time is it?', '몇 시예요?', 'what-time-is-it-a18081', 3800),
    slide('rice', "It's time for lunch.", '점심 먹을 시간이에요.', 'it-s-time-for-lunch-830325', 4100),
    slide(
      'breakfast',
      'I eat breakfast at seven.',
      '나는 일곱 시에 아침을 먹어요.',
      'i-eat-breakfast-at-seven-66f459',
      4500,
    ),
    slide('clock', 'It is eight o’clock.', '여덟 시예요.', 'it-is-eight-o-clock-bb1c78', 4100),
  ],
  weather: [
    slide('snow', 'The snow is white.', '눈은 하얘요.', 'the-snow-is-white-6904d7', 3900),
    slide('sun', 'It is sunny today.', '오늘은 화창해요.', 'it-is-sunny-today-96154b', 3900),
    slide('cloud', 'The cloud is big.', '구름이 커요.', 'the-cloud-is-big-4816ba', 3900),
  ],
  seasons: [
    slide(
      'leaf',
      'In autumn, the leaves turn red and yellow.',
      '가을에는 나뭇잎이 빨갛고 노랗게 변해요.',
      'in-autumn-the-leaves-turn-red-and-yellow-98c244',
      5900,
    ),
    slide(
      'sea',
      'We went to the sea last summer.',
      '우리는 지난여름에 바다에 갔어요.',
      'we-went-to-the-sea-last-summer-209bfb',
      5000,
    ),
    slide(
      'mountain',
      'We climbed the mountain and saw the whole city.',
      '우리는 산에 올라가 도시 전체를 봤어요.',
      'we-climbed-the-mountain-and-saw-the-whol-bd6a2c',
      6300,
    ),
    slide('cloud', 'Birds fly in the sky.', '새들은 하늘을 날아요.', 'birds-fly-in-the-sky-49fc2c', 4200),
  ],
  colours: [
    slide(
      'rainbow',
      'A rainbow has seven colours.',
      '무지개에는 일곱 가지 색깔이 있어요.',
      'a-rainbow-has-seven-colours-8638ef',
      4700,
    ),
    slide(
      'orange',
      'Mix red and yellow to make orange.',
      '빨간색과 노란색을 섞으면 주황색이 돼요.',
      'mix-red-and-yellow-to-make-orange-987c32',
      5200,
    ),
    slide('black', 'My cat is black.', '우리 고양이는 검은색이에요.', 'my-cat-is-black-8e9282', 3800),
    slide('brown', 'The bear is brown.', '곰은 갈색이에요.', 'the-bear-is-brown-c2a0d4', 3900),
  ],
  can: [
    slide('run', 'I can run.', '나는 달릴 수 있어요.', 'i-can-run-bf708d', 3300),
    slide('swim', 'I can swim.', '나는 수영할 수 있어요.', 'i-can-swim-74837d', 3400),
    slide(
      'jump',
      'Can you jump? Yes, I can.',
      '뛸 수 있어요? 네, 할 수 있어요.',
      'can-you-jump-yes-i-can-e298ba',
      4500,
    ),
    slide(
      'swim',
      'Can you swim? No, I can’t.',
      '수영할 수 있어요? 아니요, 못 해요.',
      'can-you-swim-no-i-can-t-f9d6bc',
      4600,
    ),
  ],
  thisIs: [
    slide('cup', 'This is my cup.', '이것은 내 컵이에요.', 'this-is-my-cup-bc799d', 3700),
    slide('chair', 'This is my chair.', '이것은 내 의자예요.', 'this-is-my-chair-629ef1', 3900),
    slide('house', 'This is my house.', '여기가 우리 집이에요.', 'this-is-my-house-d67534', 3900),
  ],
  articles: [
    slide('egg', 'I eat an egg.', '나는 달걀을 먹어요.', 'i-eat-an-egg-a09acf', 3500),
    slide('apple', 'I like apples.', '나는 사과를 좋아해요.', 'i-like-apples-a3c705', 3600),
    slide('milk', 'I drink milk.', '나는 우유를 마셔요.', 'i-drink-milk-36b8f2', 3500),
  ],
  like: [
    slide('apple', 'I like apples.', '나는 사과를 좋아해요.', 'i-like-apples-a3c705', 3600),
    slide('rain', 'I like the rain.', '나는 비를 좋아해요.', 'i-like-the-rain-684c2e', 3800),
    slide(
      'shoes',
      'I like your new shoes.',
      '네 새 신발이 마음에 들어.',
      'i-like-your-new-shoes-ab0518',
      4300,
    ),
  ],
  shortA: [
    slide('cat', 'cat', '고양이', 'cat-9d989e', 2000),
    slide('hat', 'hat', '모자', 'hat-10e586', 2000),
    slide('bag', 'bag', '가방', 'bag-9b4e47', 2000),
  ],
  animalWords: [
    slide('dog', 'dog', '개', 'dog-e49512', 2000),
    slide('fish', 'fish', '물고기', 'fish-64875f', 2000),
    slide('pig', 'pig', '돼지', 'pig-2cd4ba', 2000),
    slide('rabbit', 'rabbit', '토끼', 'rabbit-6d0ebb', 2000),
  ],
} satisfies Record<string, StudySlide[]>;

/** Ten videos (two pages of six): songs and stories of courses A–E. */
export const sampleVideos: LibraryListItem[] = [
  item({
    id: 101,
    title: 'My Family',
    titleKo: '우리 가족',
    summary: '아빠, 엄마, 아기를 영어로 소개해요.',
    slides: shows.family,
    course: 'A',
    step: 1,
    week: 1,
  }),
  item({
    id: 102,
    title: 'Animals I Know',
    titleKo: '내가 아는 동물',
    summary: '개, 물고기, 돼지가 무엇을 하는지 봐요.',
    slides: shows.animals,
    course: 'A',
    step: 1,
    week: 2,
  }),
  item({
    id: 103,
    title: 'Apples, Apples, Yum!',
    titleKo: '사과 사과 냠냠',
    summary: '좋아하는 먹을거리를 노래로 불러요.',
    slides: shows.food,
    course: 'A',
    step: 1,
    week: 3,
  }),
  item({
    id: 104,
    title: 'Sing a Rainbow',
    titleKo: '무지개를 노래해요',
    summary: '무지개 색깔을 하나씩 따라 불러요.',
    slides: shows.rainbow,
    course: 'A',
    step: 1,
    week: 4,
  }),
  item({
    id: 105,
    title: 'Hello, Hello, How Are You?',
    titleKo: '안녕, 잘 지내?',
    summary: '친구와 선생님께 인사하는 노래예요.',
    slides: shows.hello,
    course: 'A',
    step: 3,
    week: 1,
  }),
  item({
    id: 106,
    title: 'Twinkle, Twinkle, Little Star',
    titleKo: '반짝반짝 작은 별',
    summary: '밤하늘의 별을 보며 불러요.',
    slides: shows.star,
    course: 'A',
    step: 4,
    week: 1,
  }),
  item({
    id: 107,
    title: 'The Wheels on the Bus',
    titleKo: '버스 바퀴가 빙글빙글',
    summary: '버스를 타고 온 동네를 다녀요.',
    slides: shows.bus,
    course: 'A',
    step: 4,
    week: 3,
  }),
  item({
    id: 108,
    title: 'Snowy Day, Sunny Day',
    titleKo: '눈 오는 날, 맑은 날',
    summary: '날씨를 말하는 문장을 배워요.',
    slides: shows.weather,
    course: 'B',
    step: 2,
    week: 1,
  }),
  item({
    id: 109,
    title: 'What Time Is It?',
    titleKo: '지금 몇 시예요?',
    summary: '하루 일과와 시각을 말해요.',
    slides: shows.time,
    course: 'C',
    step: 3,
    week: 2,
  }),
  item({
    id: 110,
    title: 'We Climbed the Mountain and Saw the Whole City',
    titleKo: '산에 올라 도시를 내려다봤어요',
    summary: '계절마다 다녀온 곳을 이야기해요.',
    slides: shows.seasons,
    course: 'E',
    step: 5,
    week: 1,
  }),
];

/** Eight sound tracks (버디음원) of courses A–C, each with its sentences. */
export const sampleRecords: LibraryListItem[] = [
  track(201, 'Apples, Apples, Yum!', '사과 사과 냠냠', shows.food, ['A', 1, 3]),
  track(202, 'Sing a Rainbow', '무지개를 노래해요', shows.rainbow, ['A', 1, 4]),
  track(203, 'Hello, Hello, How Are You?', '안녕, 잘 지내?', shows.hello, ['A', 3, 1]),
  track(204, 'Bounce the Ball', '통통 공놀이', shows.toys, ['A', 3, 2]),
  track(205, 'Twinkle, Twinkle, Little Star', '반짝반짝 작은 별', shows.star, ['A', 4, 1]),
  track(206, 'The Wheels on the Bus', '버스 바퀴가 빙글빙글', shows.bus, ['A', 4, 3]),
  track(207, 'Snowy Day, Sunny Day', '눈 오는 날, 맑은 날', shows.weather, ['B', 2, 1]),
  track(208, 'What Time Is It?', '지금 몇 시예요?', shows.time, ['C', 3, 2]),
];

/** Five grammar lectures; the fourth has no worksheet yet. Sheets: drawings of the bank stand in for documents. */
export const sampleGrammar: LibraryListItem[] = [
  item({
    id: 301,
    title: 'Am, Are, Is',
    titleKo: 'be동사 am, are, is',
    summary: 'I am, You are, He is! 누가 말하는지에 따라 바뀌는 be동사를 배워요.',
    slides: shows.family,
    thumbnail: picture('family'),
    worksheet: picture('book'),
    answer: picture('pencil'),
  }),
  item({
    id: 302,
    title: 'This Is My Cup',
    titleKo: '이것은 내 컵이에요',
    summary: '가까이 있는 물건을 this로 가리켜 말해요.',
    slides: shows.thisIs,
    thumbnail: picture('cup'),
    worksheet: picture('book'),
    answer: picture('pencil'),
  }),
  item({
    id: 303,
    title: 'A and An',
    titleKo: 'a와 an',
    summary: '모음 소리 앞에서는 an을 써요. an egg, an apple!',
    slides: shows.articles,
    thumbnail: picture('egg'),
    worksheet: picture('book'),
    answer: picture('pencil'),
  }),
  item({
    id: 304,
    title: 'Can and Can’t',
    titleKo: '할 수 있어요, 할 수 없어요',
    summary: '할 수 있는 일과 할 수 없는 일을 말해요.',
    slides: shows.can,
    thumbnail: picture('swim'),
    answer: picture('pencil'),
  }),
  item({
    id: 305,
    title: 'Telling the Time with O’clock',
    titleKo: '정각을 말하는 법',
    summary: 'What time is it? 시계를 보고 몇 시인지 영어로 말해요.',
    slides: shows.time,
    thumbnail: picture('clock'),
    worksheet: picture('book'),
    answer: picture('pencil'),
  }),
];

/** Reading, reading skill, phonics, words and sentence patterns: one of each; phonics and words have a sound. */
export const sampleCards: LibraryListItem[] = [
  item({
    id: 401,
    title: 'Snowy Day, Sunny Day',
    titleKo: '눈 오는 날, 맑은 날',
    summary: '날씨 그림을 보며 짧은 글을 읽어요.',
    slides: shows.weather,
  }),
  item({
    id: 402,
    title: 'Colours All Around',
    titleKo: '우리 주변의 색깔',
    summary: '글을 읽고 가장 중요한 내용을 찾아요.',
    slides: shows.colours,
  }),
  item({
    id: 403,
    title: 'Short a: cat, hat, bag',
    titleKo: '짧은 a 소리',
    summary: '짧은 a 소리가 나는 단어를 듣고 따라 말해요.',
    slides: shows.shortA,
    audio: sound('cat-9d989e'),
    durationMs: 6000,
  }),
  item({
    id: 404,
    title: 'Animals',
    titleKo: '동물 단어',
    summary: '동물 이름을 그림과 소리로 익혀요.',
    slides: shows.animalWords,
    audio: sound('dog-e49512'),
    durationMs: 8000,
  }),
  item({
    id: 405,
    title: 'I like ___.',
    titleKo: '나는 ~을 좋아해요',
    summary: '좋아하는 것을 말하는 문장 패턴이에요.',
    slides: shows.like,
  }),
];

export const noSearch: LibrarySearch = { srchTp: 'TD', srchText: '' };
export const noFilter: LibraryFilter = { course: '', step: '', week: '' };

/** The server's search, for the demos: title (T), summary and sentences (D), or both (TD). */
export function matches(entry: LibraryListItem, search: LibrarySearch): boolean {
  const text = search.srchText.trim().toLowerCase();
  if (!text) return true;
  const inTitle = `${entry.title} ${entry.titleKo}`.toLowerCase().includes(text);
  const inContent = [entry.summary, ...entry.slides.flatMap((each) => [each.text, each.ko])]
    .join(' ')
    .toLowerCase()
    .includes(text);
  return search.srchTp === 'T' ? inTitle : search.srchTp === 'D' ? inContent : inTitle || inContent;
}

export const libraryHref = (id: number) => `/library/videos/${id}`;
