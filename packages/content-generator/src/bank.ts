/**
 * The curated child-level bank the question papers are built from: picturable words (each with a drawing in
 * pictures.ts and a recorded clip), dialogues, word-box sentences, grammar items and short stories, with Korean
 * translations. Written for children in Korea learning English; the tier (0 easiest … 6) says from which course on
 * an item is used.
 */

export type Theme = 'animal' | 'food' | 'thing' | 'nature' | 'body';

export interface Word {
  en: string;
  ko: string;
  theme: Theme;
  /** 0–6: the easiest course that uses it (A = 0). */
  tier: number;
}

export const WORDS: readonly Word[] = [
  { en: 'cat', ko: '고양이', theme: 'animal', tier: 0 },
  { en: 'dog', ko: '개', theme: 'animal', tier: 0 },
  { en: 'pig', ko: '돼지', theme: 'animal', tier: 0 },
  { en: 'fish', ko: '물고기', theme: 'animal', tier: 0 },
  { en: 'bird', ko: '새', theme: 'animal', tier: 1 },
  { en: 'duck', ko: '오리', theme: 'animal', tier: 1 },
  { en: 'frog', ko: '개구리', theme: 'animal', tier: 2 },
  { en: 'rabbit', ko: '토끼', theme: 'animal', tier: 2 },
  { en: 'lion', ko: '사자', theme: 'animal', tier: 3 },
  { en: 'turtle', ko: '거북', theme: 'animal', tier: 4 },
  { en: 'apple', ko: '사과', theme: 'food', tier: 0 },
  { en: 'egg', ko: '달걀', theme: 'food', tier: 0 },
  { en: 'cake', ko: '케이크', theme: 'food', tier: 1 },
  { en: 'milk', ko: '우유', theme: 'food', tier: 1 },
  { en: 'banana', ko: '바나나', theme: 'food', tier: 2 },
  { en: 'grapes', ko: '포도', theme: 'food', tier: 3 },
  { en: 'carrot', ko: '당근', theme: 'food', tier: 3 },
  { en: 'pizza', ko: '피자', theme: 'food', tier: 4 },
  { en: 'ball', ko: '공', theme: 'thing', tier: 0 },
  { en: 'hat', ko: '모자', theme: 'thing', tier: 0 },
  { en: 'cup', ko: '컵', theme: 'thing', tier: 0 },
  { en: 'bag', ko: '가방', theme: 'thing', tier: 1 },
  { en: 'book', ko: '책', theme: 'thing', tier: 1 },
  { en: 'car', ko: '자동차', theme: 'thing', tier: 1 },
  { en: 'kite', ko: '연', theme: 'thing', tier: 2 },
  { en: 'pencil', ko: '연필', theme: 'thing', tier: 2 },
  { en: 'clock', ko: '시계', theme: 'thing', tier: 3 },
  { en: 'umbrella', ko: '우산', theme: 'thing', tier: 4 },
  { en: 'sun', ko: '해', theme: 'nature', tier: 0 },
  { en: 'star', ko: '별', theme: 'nature', tier: 1 },
  { en: 'moon', ko: '달', theme: 'nature', tier: 1 },
  { en: 'tree', ko: '나무', theme: 'nature', tier: 1 },
  { en: 'flower', ko: '꽃', theme: 'nature', tier: 2 },
  { en: 'cloud', ko: '구름', theme: 'nature', tier: 3 },
  { en: 'rainbow', ko: '무지개', theme: 'nature', tier: 4 },
  { en: 'eye', ko: '눈', theme: 'body', tier: 1 },
  { en: 'nose', ko: '코', theme: 'body', tier: 2 },
  { en: 'hand', ko: '손', theme: 'body', tier: 2 },
  { en: 'foot', ko: '발', theme: 'body', tier: 3 },
];

export const THEME_KO: Record<Theme, string> = {
  animal: '동물',
  food: '음식',
  thing: '물건',
  nature: '자연',
  body: '몸',
};

/** A two-line dialogue: the second line has a gap; the answer fills it. */
export interface Dialogue {
  a: { name: string; line: string };
  b: { name: string; line: string };
  answer: string;
  distractors: string[];
  ko: string;
  tip: string;
  tier: number;
}

export const DIALOGUES: readonly Dialogue[] = [
  {
    a: { name: 'Amy', line: 'Hello!' },
    b: { name: 'Ben', line: '___!' },
    answer: 'Hi',
    distractors: ['Bye', 'Yes', 'Thank you'],
    ko: 'A: 안녕! B: 안녕!',
    tip: '만났을 때 하는 인사에는 Hi로 답해요.',
    tier: 0,
  },
  {
    a: { name: 'Mia', line: 'Thank you.' },
    b: { name: 'Sam', line: "You're ___." },
    answer: 'welcome',
    distractors: ['sorry', 'hello', 'fine'],
    ko: 'A: 고마워. B: 천만에.',
    tip: "고맙다는 말에는 You're welcome.으로 답해요.",
    tier: 0,
  },
  {
    a: { name: 'Tom', line: 'How are you?' },
    b: { name: 'Jin', line: "I'm ___, thank you." },
    answer: 'fine',
    distractors: ['nine', 'cat', 'Tom'],
    ko: 'A: 어떻게 지내? B: 잘 지내, 고마워.',
    tip: 'How are you?에는 기분이나 상태로 답해요.',
    tier: 1,
  },
  {
    a: { name: 'Lily', line: 'What is your name?' },
    b: { name: 'Max', line: 'My ___ is Max.' },
    answer: 'name',
    distractors: ['cat', 'red', 'book'],
    ko: 'A: 너의 이름은 뭐니? B: 내 이름은 Max야.',
    tip: '이름을 물으면 My name is ~.로 답해요.',
    tier: 1,
  },
  {
    a: { name: 'Eva', line: 'How old are you?' },
    b: { name: 'Leo', line: "I'm ___ years old." },
    answer: 'nine',
    distractors: ['fine', 'blue', 'big'],
    ko: 'A: 너는 몇 살이니? B: 나는 아홉 살이야.',
    tip: 'How old are you?에는 숫자로 나이를 말해요.',
    tier: 2,
  },
  {
    a: { name: 'Noah', line: 'What color is it?' },
    b: { name: 'Ann', line: "It's ___." },
    answer: 'yellow',
    distractors: ['happy', 'a dog', 'ten'],
    ko: 'A: 그것은 무슨 색이니? B: 노란색이야.',
    tip: 'What color ~?에는 색깔 낱말로 답해요.',
    tier: 2,
  },
  {
    a: { name: 'Kate', line: 'Do you like apples?' },
    b: { name: 'Dan', line: 'Yes, I ___.' },
    answer: 'do',
    distractors: ['am', 'is', 'can'],
    ko: 'A: 너는 사과를 좋아하니? B: 응, 좋아해.',
    tip: 'Do you ~?에는 Yes, I do. / No, I don’t.로 답해요.',
    tier: 3,
  },
  {
    a: { name: 'Yuna', line: 'Can you swim?' },
    b: { name: 'Chris', line: 'No, I ___.' },
    answer: "can't",
    distractors: ["don't", "isn't", 'am not'],
    ko: 'A: 너는 수영할 수 있니? B: 아니, 못 해.',
    tip: 'Can you ~?에는 Yes, I can. / No, I can’t.로 답해요.',
    tier: 3,
  },
  {
    a: { name: 'Sora', line: 'Where is my bag?' },
    b: { name: 'Jake', line: "It's ___ the desk." },
    answer: 'under',
    distractors: ['happy', 'very', 'and'],
    ko: 'A: 내 가방은 어디에 있니? B: 책상 아래에 있어.',
    tip: '위치를 말할 때 on, in, under를 써요.',
    tier: 4,
  },
  {
    a: { name: 'Mark', line: 'What time is it?' },
    b: { name: 'Hana', line: "It's seven ___." },
    answer: "o'clock",
    distractors: ['years', 'apples', 'colors'],
    ko: 'A: 몇 시니? B: 7시야.',
    tip: '정각은 숫자 뒤에 o’clock을 붙여요.',
    tier: 4,
  },
  {
    a: { name: 'Ella', line: 'What did you do yesterday?' },
    b: { name: 'Ian', line: 'I ___ soccer with my friends.' },
    answer: 'played',
    distractors: ['play', 'plays', 'playing'],
    ko: 'A: 어제 무엇을 했니? B: 친구들과 축구를 했어.',
    tip: 'yesterday(어제)의 일은 과거형(played)으로 말해요.',
    tier: 5,
  },
  {
    a: { name: 'Minho', line: 'Which is bigger, a lion or a cat?' },
    b: { name: 'Grace', line: 'A lion is ___.' },
    answer: 'bigger',
    distractors: ['big', 'biggest', 'small'],
    ko: 'A: 사자와 고양이 중 무엇이 더 크니? B: 사자가 더 커.',
    tip: '둘을 비교할 때는 -er(bigger)을 써요.',
    tier: 6,
  },
];

/** A sentence with one gap, answered from a box of words. */
export interface BoxSentence {
  sentence: string;
  answer: string;
  box: string[];
  ko: string;
  tip: string;
  tier: number;
}

export const BOX_SENTENCES: readonly BoxSentence[] = [
  {
    sentence: 'I see a ___ sun.',
    answer: 'red',
    box: ['red', 'run', 'sit'],
    ko: '나는 빨간 해를 봐요.',
    tip: '해를 꾸미는 색깔 낱말 red가 알맞아요.',
    tier: 0,
  },
  {
    sentence: 'The cat is ___.',
    answer: 'big',
    box: ['big', 'eat', 'go'],
    ko: '그 고양이는 커요.',
    tip: 'is 뒤에는 모습을 나타내는 낱말(big)이 와요.',
    tier: 0,
  },
  {
    sentence: 'I ___ a dog.',
    answer: 'have',
    box: ['have', 'red', 'sun'],
    ko: '나는 개를 가지고 있어요.',
    tip: '가지고 있다는 have로 말해요.',
    tier: 1,
  },
  {
    sentence: 'Birds can ___.',
    answer: 'fly',
    box: ['fly', 'swim', 'milk'],
    ko: '새는 날 수 있어요.',
    tip: '새가 할 수 있는 일은 fly(날다)예요.',
    tier: 1,
  },
  {
    sentence: 'I drink ___ every morning.',
    answer: 'milk',
    box: ['milk', 'kite', 'tree'],
    ko: '나는 매일 아침 우유를 마셔요.',
    tip: 'drink(마시다)와 어울리는 것은 milk예요.',
    tier: 2,
  },
  {
    sentence: 'Put on your ___. It is raining.',
    answer: 'coat',
    box: ['coat', 'cake', 'ball'],
    ko: '외투를 입으렴. 비가 오고 있어.',
    tip: '비 오는 날 입는 것은 coat예요.',
    tier: 2,
  },
  {
    sentence: 'She ___ to school by bus.',
    answer: 'goes',
    box: ['goes', 'go', 'going'],
    ko: '그녀는 버스로 학교에 가요.',
    tip: 'She 뒤에서는 go가 goes가 돼요.',
    tier: 3,
  },
  {
    sentence: 'There ___ three apples on the table.',
    answer: 'are',
    box: ['are', 'is', 'am'],
    ko: '탁자 위에 사과가 세 개 있어요.',
    tip: '여럿(three apples)일 때는 are를 써요.',
    tier: 4,
  },
  {
    sentence: 'We ___ a movie last night.',
    answer: 'watched',
    box: ['watched', 'watch', 'watches'],
    ko: '우리는 어젯밤에 영화를 봤어요.',
    tip: 'last night(어젯밤)은 과거라서 watched를 써요.',
    tier: 5,
  },
  {
    sentence: 'This is the ___ day of my life!',
    answer: 'happiest',
    box: ['happiest', 'happy', 'happier'],
    ko: '오늘은 내 인생에서 가장 행복한 날이야!',
    tip: '“가장 ~한”은 -est(happiest)로 말해요.',
    tier: 6,
  },
];

/** A grammar choice: pick the word that completes the sentence. */
export interface GrammarItem {
  sentence: string;
  answer: string;
  distractors: string[];
  ko: string;
  tip: string;
  tier: number;
}

export const GRAMMAR: readonly GrammarItem[] = [
  {
    sentence: 'I ___ a student.',
    answer: 'am',
    distractors: ['is', 'are'],
    ko: '나는 학생이에요.',
    tip: 'I 뒤에는 am을 써요.',
    tier: 2,
  },
  {
    sentence: 'He ___ my brother.',
    answer: 'is',
    distractors: ['am', 'are'],
    ko: '그는 내 남동생이에요.',
    tip: 'He, She, It 뒤에는 is를 써요.',
    tier: 2,
  },
  {
    sentence: 'They ___ my friends.',
    answer: 'are',
    distractors: ['is', 'am'],
    ko: '그들은 내 친구들이에요.',
    tip: 'They, We, You 뒤에는 are를 써요.',
    tier: 3,
  },
  {
    sentence: 'She ___ a red bag.',
    answer: 'has',
    distractors: ['have', 'having'],
    ko: '그녀는 빨간 가방을 가지고 있어요.',
    tip: 'She 뒤에서 have는 has가 돼요.',
    tier: 3,
  },
  {
    sentence: 'I have two ___.',
    answer: 'books',
    distractors: ['book', 'a book'],
    ko: '나는 책 두 권을 가지고 있어요.',
    tip: '둘 이상이면 낱말 끝에 -s를 붙여요.',
    tier: 4,
  },
  {
    sentence: 'Tom ___ soccer every Sunday.',
    answer: 'plays',
    distractors: ['play', 'playing'],
    ko: 'Tom은 일요일마다 축구를 해요.',
    tip: 'Tom(한 사람) 뒤에서는 plays를 써요.',
    tier: 4,
  },
  {
    sentence: 'I ___ to the park yesterday.',
    answer: 'went',
    distractors: ['go', 'goes'],
    ko: '나는 어제 공원에 갔어요.',
    tip: 'go의 과거형은 went예요.',
    tier: 5,
  },
  {
    sentence: 'Look! The baby ___ sleeping.',
    answer: 'is',
    distractors: ['are', 'do'],
    ko: '봐! 아기가 자고 있어.',
    tip: '지금 하고 있는 일은 is + -ing로 말해요.',
    tier: 5,
  },
  {
    sentence: 'My bag is ___ than yours.',
    answer: 'heavier',
    distractors: ['heavy', 'heaviest'],
    ko: '내 가방은 네 것보다 더 무거워.',
    tip: 'than(~보다) 앞에는 -er 비교급을 써요.',
    tier: 6,
  },
  {
    sentence: 'I will ___ my grandma tomorrow.',
    answer: 'visit',
    distractors: ['visited', 'visits'],
    ko: '나는 내일 할머니를 찾아뵐 거예요.',
    tip: 'will 뒤에는 동사의 기본형이 와요.',
    tier: 6,
  },
];

/** A short story (read and heard) with questions about it. */
export interface Story {
  title: string;
  text: string;
  ko: string;
  tier: number;
  questions: { ask: string; answer: string; distractors: string[]; tip: string }[];
}

export const STORIES: readonly Story[] = [
  {
    title: 'My Pet',
    text: 'I have a cat. My cat is white. It likes milk.',
    ko: '나는 고양이가 있어요. 내 고양이는 하얀색이에요. 고양이는 우유를 좋아해요.',
    tier: 0,
    questions: [
      {
        ask: '글쓴이는 어떤 동물을 기르나요?',
        answer: 'a cat',
        distractors: ['a dog', 'a fish', 'a bird'],
        tip: 'I have a cat.에서 알 수 있어요.',
      },
      {
        ask: '고양이는 무엇을 좋아하나요?',
        answer: 'milk',
        distractors: ['cake', 'apples', 'eggs'],
        tip: 'It likes milk.에서 알 수 있어요.',
      },
    ],
  },
  {
    title: 'At the Park',
    text: 'Ben is at the park. He has a red ball. He plays with his dog.',
    ko: 'Ben은 공원에 있어요. 그는 빨간 공을 가지고 있어요. 그는 개와 함께 놀아요.',
    tier: 1,
    questions: [
      {
        ask: 'Ben은 어디에 있나요?',
        answer: 'at the park',
        distractors: ['at school', 'at home', 'at the zoo'],
        tip: 'Ben is at the park.에서 알 수 있어요.',
      },
      {
        ask: 'Ben의 공은 무슨 색인가요?',
        answer: 'red',
        distractors: ['blue', 'green', 'yellow'],
        tip: 'He has a red ball.에서 알 수 있어요.',
      },
    ],
  },
  {
    title: 'Breakfast',
    text: 'It is morning. Mia eats an egg and a banana. She drinks orange juice.',
    ko: '아침이에요. Mia는 달걀과 바나나를 먹어요. 그녀는 오렌지 주스를 마셔요.',
    tier: 2,
    questions: [
      {
        ask: 'Mia가 먹는 것을 고르세요.',
        answer: 'an egg and a banana',
        distractors: ['pizza and cake', 'an apple and milk', 'bread and grapes'],
        tip: 'Mia eats an egg and a banana.를 찾아보세요.',
      },
      {
        ask: 'Mia는 무엇을 마시나요?',
        answer: 'orange juice',
        distractors: ['milk', 'water', 'tea'],
        tip: 'She drinks orange juice.에서 알 수 있어요.',
      },
    ],
  },
  {
    title: 'A Rainy Day',
    text: 'It is raining today. Jin has a yellow umbrella. He walks to school with his sister.',
    ko: '오늘은 비가 와요. Jin은 노란 우산이 있어요. 그는 누나와 함께 학교에 걸어가요.',
    tier: 3,
    questions: [
      {
        ask: '오늘 날씨는 어떤가요?',
        answer: 'It is raining.',
        distractors: ['It is sunny.', 'It is snowing.', 'It is windy.'],
        tip: 'It is raining today.에서 알 수 있어요.',
      },
      {
        ask: 'Jin은 누구와 학교에 가나요?',
        answer: 'his sister',
        distractors: ['his dog', 'his mom', 'his friend'],
        tip: 'with his sister를 찾아보세요.',
      },
    ],
  },
  {
    title: 'The School Festival',
    text: 'Our school festival was on Friday. My class sang a song. I played the drum, and everyone clapped.',
    ko: '우리 학교 축제는 금요일이었어요. 우리 반은 노래를 불렀어요. 나는 북을 쳤고, 모두가 박수를 쳤어요.',
    tier: 4,
    questions: [
      {
        ask: '학교 축제는 언제였나요?',
        answer: 'on Friday',
        distractors: ['on Monday', 'on Sunday', 'yesterday morning'],
        tip: 'was on Friday에서 알 수 있어요.',
      },
      {
        ask: '글쓴이는 무엇을 했나요?',
        answer: 'played the drum',
        distractors: ['sang alone', 'danced', 'drew a picture'],
        tip: 'I played the drum을 찾아보세요.',
      },
    ],
  },
  {
    title: 'Saving the Turtles',
    text: 'Last summer, Hana visited the beach with her family. They found plastic bags on the sand. They picked them up to keep the turtles safe.',
    ko: '지난 여름, 하나는 가족과 함께 바닷가에 갔어요. 그들은 모래 위에서 비닐봉지를 발견했어요. 그들은 거북이들을 안전하게 지키려고 그것을 주웠어요.',
    tier: 5,
    questions: [
      {
        ask: '하나의 가족은 모래 위에서 무엇을 찾았나요?',
        answer: 'plastic bags',
        distractors: ['turtle eggs', 'sea shells', 'a lost dog'],
        tip: 'They found plastic bags on the sand.를 찾아보세요.',
      },
      {
        ask: '그들은 왜 비닐봉지를 주웠나요?',
        answer: 'to keep the turtles safe',
        distractors: ['to make a kite', 'to sell them', 'to build a sandcastle'],
        tip: 'to keep the turtles safe는 “거북이를 안전하게 지키려고”예요.',
      },
    ],
  },
  {
    title: 'The Science Fair',
    text: 'Minho wanted to know which plant grows fastest. He gave water to three plants every day. After two weeks, the plant near the window was the tallest.',
    ko: '민호는 어떤 식물이 가장 빨리 자라는지 알고 싶었어요. 그는 매일 식물 세 개에 물을 주었어요. 2주 뒤, 창가에 있던 식물이 가장 컸어요.',
    tier: 6,
    questions: [
      {
        ask: '민호는 무엇을 알고 싶었나요?',
        answer: 'which plant grows fastest',
        distractors: ['how to cook plants', 'where plants come from', 'why plants are green'],
        tip: 'wanted to know which plant grows fastest를 찾아보세요.',
      },
      {
        ask: '가장 크게 자란 식물은 어디에 있었나요?',
        answer: 'near the window',
        distractors: ['under the bed', 'in the garden', 'at school'],
        tip: 'the plant near the window was the tallest에서 알 수 있어요.',
      },
    ],
  },
];
