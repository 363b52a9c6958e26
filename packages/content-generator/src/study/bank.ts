/**
 * The curated bank the study manuals are built from: sixteen week themes, each with its words (Korean meaning and
 * an example sentence), a few longer sentences and a four-line song, all with Korean translations. Child-level
 * English; the tier (0 easiest … 6) says from which course on an item is used (see tierOf in ../build.ts).
 *
 * `pic` names the drawing of an item (study/pictures.ts); a word without one uses its own name when a drawing of
 * that name exists, and `null` means "no picture" (slides then show the theme's picture).
 */

export interface BankWord {
  en: string;
  ko: string;
  example: string;
  exampleKo: string;
  tier: number;
  pic?: string | null;
}

export interface BankLine {
  en: string;
  ko: string;
  tier: number;
  pic?: string;
}

export interface StudyTheme {
  id: string;
  /** The English week title. */
  title: string;
  /** Korean name, used in guides. */
  ko: string;
  /** The theme's own picture (slides without a word picture). */
  icon: string;
  words: BankWord[];
  sentences: BankLine[];
  song: { title: string; lines: BankLine[] };
}

const w = (en: string, ko: string, example: string, exampleKo: string, tier: number, pic?: string | null) =>
  ({ en, ko, example, exampleKo, tier, ...(pic === undefined ? {} : { pic }) }) satisfies BankWord;
const s = (en: string, ko: string, tier: number, pic?: string) =>
  ({ en, ko, tier, ...(pic === undefined ? {} : { pic }) }) satisfies BankLine;

export const THEMES: readonly StudyTheme[] = [
  {
    id: 'family',
    title: 'My Family',
    ko: '가족',
    icon: 'family',
    words: [
      w('mom', '엄마', 'I love my mom.', '나는 엄마를 사랑해요.', 0),
      w('dad', '아빠', 'My dad is tall.', '우리 아빠는 키가 커요.', 0),
      w('baby', '아기', 'The baby is sleeping.', '아기가 자고 있어요.', 0),
      w('brother', '남자 형제', 'This is my brother.', '이 아이는 우리 형이에요.', 1),
      w('sister', '여자 형제', 'My sister is seven.', '우리 언니는 일곱 살이에요.', 1),
      w('grandma', '할머니', 'Grandma makes soup.', '할머니가 수프를 만들어요.', 2),
      w('grandpa', '할아버지', 'Grandpa reads the paper.', '할아버지가 신문을 읽으세요.', 2),
      w('family', '가족', 'I have a big family.', '우리는 대가족이에요.', 3),
      w('friend', '친구', 'Mina is my best friend.', '미나는 나의 가장 친한 친구예요.', 3),
      w('cousin', '사촌', 'My cousin lives in Busan.', '내 사촌은 부산에 살아요.', 5, 'friend'),
    ],
    sentences: [
      s('We eat dinner together.', '우리는 함께 저녁을 먹어요.', 2, 'family'),
      s('My dad cooks on Sundays.', '우리 아빠는 일요일마다 요리해요.', 3, 'dad'),
      s('My sister and I play after school.', '언니와 나는 학교가 끝나고 놀아요.', 4, 'sister'),
      s('Grandma tells me a story before bed.', '할머니는 자기 전에 이야기를 들려주세요.', 5, 'grandma'),
      s('There are five people in my family.', '우리 가족은 다섯 명이에요.', 6, 'family'),
    ],
    song: {
      title: 'The Family Song',
      lines: [
        s('Mommy, Daddy, I love you!', '엄마, 아빠, 사랑해요!', 0, 'family'),
        s('Brother, sister, I love you!', '형, 누나, 사랑해요!', 0, 'brother'),
        s('Grandma, Grandpa, hug me too!', '할머니, 할아버지, 저도 안아 주세요!', 0, 'grandma'),
        s('We are a happy family!', '우리는 행복한 가족이에요!', 0, 'family'),
      ],
    },
  },
  {
    id: 'animals',
    title: 'Animals',
    ko: '동물',
    icon: 'lion',
    words: [
      w('cat', '고양이', 'I see a cat.', '고양이가 보여요.', 0),
      w('dog', '개', 'The dog is big.', '개가 커요.', 0),
      w('pig', '돼지', 'The pig is pink.', '돼지는 분홍색이에요.', 0),
      w('fish', '물고기', 'A fish can swim.', '물고기는 헤엄칠 수 있어요.', 0),
      w('bird', '새', 'The bird can fly.', '새는 날 수 있어요.', 1),
      w('duck', '오리', 'The duck says quack.', '오리가 꽥꽥 해요.', 1),
      w('frog', '개구리', 'The frog can jump.', '개구리는 뛸 수 있어요.', 2),
      w('rabbit', '토끼', 'The rabbit has long ears.', '토끼는 귀가 길어요.', 2),
      w('lion', '사자', 'The lion is strong.', '사자는 힘이 세요.', 3),
      w('monkey', '원숭이', 'The monkey likes bananas.', '원숭이는 바나나를 좋아해요.', 3),
      w('elephant', '코끼리', 'An elephant has a long nose.', '코끼리는 코가 길어요.', 4),
      w('turtle', '거북', 'The turtle walks slowly.', '거북은 천천히 걸어요.', 4),
    ],
    sentences: [
      s('Do you have a pet?', '애완동물이 있나요?', 2, 'dog'),
      s('I feed my cat every morning.', '나는 매일 아침 고양이에게 밥을 줘요.', 3, 'cat'),
      s('We saw a lion at the zoo.', '우리는 동물원에서 사자를 봤어요.', 4, 'lion'),
      s('The monkey climbs the tree very fast.', '원숭이는 나무에 아주 빨리 올라가요.', 5, 'monkey'),
      s('Elephants are bigger than horses.', '코끼리는 말보다 커요.', 6, 'elephant'),
    ],
    song: {
      title: 'Animal Sounds',
      lines: [
        s('The cat says meow, meow, meow!', '고양이는 야옹, 야옹, 야옹!', 0, 'cat'),
        s('The dog says woof, woof, woof!', '강아지는 멍, 멍, 멍!', 0, 'dog'),
        s('The duck says quack, quack, quack!', '오리는 꽥, 꽥, 꽥!', 0, 'duck'),
        s('The pig says oink, oink, oink!', '돼지는 꿀, 꿀, 꿀!', 0, 'pig'),
      ],
    },
  },
  {
    id: 'food',
    title: 'Yummy Food',
    ko: '음식',
    icon: 'apple',
    words: [
      w('apple', '사과', 'I like apples.', '나는 사과를 좋아해요.', 0),
      w('egg', '달걀', 'I eat an egg.', '나는 달걀을 먹어요.', 0),
      w('milk', '우유', 'I drink milk.', '나는 우유를 마셔요.', 0),
      w('cake', '케이크', 'The cake is sweet.', '케이크가 달아요.', 1),
      w('bread', '빵', 'I have bread for breakfast.', '나는 아침으로 빵을 먹어요.', 1),
      w('banana', '바나나', 'The banana is yellow.', '바나나는 노란색이에요.', 2),
      w('water', '물', 'Can I have some water?', '물 좀 마셔도 될까요?', 2),
      w('rice', '밥', 'We eat rice every day.', '우리는 매일 밥을 먹어요.', 2),
      w('carrot', '당근', 'Rabbits love carrots.', '토끼는 당근을 아주 좋아해요.', 3),
      w('grapes', '포도', 'These grapes are purple.', '이 포도는 보라색이에요.', 3),
      w('juice', '주스', 'Orange juice is my favorite.', '오렌지 주스를 제일 좋아해요.', 4),
      w('pizza', '피자', "Let's share the pizza.", '피자를 나눠 먹어요.', 4),
    ],
    sentences: [
      s("I'm hungry. Let's eat!", '배고파요. 먹어요!', 2, 'bread'),
      s('Do you want some milk?', '우유 좀 마실래요?', 3, 'milk'),
      s('Mom makes a cake for my birthday.', '엄마가 내 생일에 케이크를 만들어 주세요.', 4, 'cake'),
      s('I eat fruit and vegetables every day.', '나는 매일 과일과 채소를 먹어요.', 5, 'carrot'),
      s('My favorite food is pizza with cheese.', '내가 제일 좋아하는 음식은 치즈 피자예요.', 6, 'pizza'),
    ],
    song: {
      title: 'Yum, Yum Song',
      lines: [
        s('Apples, apples, yum, yum, yum!', '사과, 사과, 냠, 냠, 냠!', 0, 'apple'),
        s('Bananas, bananas, in my tum!', '바나나, 바나나, 내 배 속으로!', 0, 'banana'),
        s('Milk and bread, eggs and cake!', '우유와 빵, 달걀과 케이크!', 0, 'cake'),
        s('Thank you for the food we make!', '우리가 만든 음식에 감사해요!', 0, 'bread'),
      ],
    },
  },
  {
    id: 'colours',
    title: 'Colours',
    ko: '색깔',
    icon: 'rainbow',
    words: [
      w('red', '빨간색', 'The apple is red.', '사과는 빨간색이에요.', 0),
      w('blue', '파란색', 'The sky is blue.', '하늘은 파란색이에요.', 0),
      w('yellow', '노란색', 'The sun is yellow.', '해는 노란색이에요.', 0),
      w('green', '초록색', 'The frog is green.', '개구리는 초록색이에요.', 1),
      w('pink', '분홍색', 'I have a pink bag.', '나는 분홍색 가방이 있어요.', 1),
      w('orange', '주황색', 'The carrot is orange.', '당근은 주황색이에요.', 2),
      w('purple', '보라색', 'Grapes are purple.', '포도는 보라색이에요.', 2),
      w('brown', '갈색', 'The bear is brown.', '곰은 갈색이에요.', 3),
      w('black', '검은색', 'My cat is black.', '우리 고양이는 검은색이에요.', 3),
      w('white', '흰색', 'Snow is white.', '눈은 흰색이에요.', 3),
      w('colour', '색깔', 'What colour do you like?', '무슨 색깔을 좋아하나요?', 4, 'rainbow'),
    ],
    sentences: [
      s('What colour is it?', '그것은 무슨 색깔인가요?', 2, 'rainbow'),
      s('My favorite colour is blue.', '내가 제일 좋아하는 색깔은 파란색이에요.', 3, 'blue'),
      s('Mix red and yellow to make orange.', '빨간색과 노란색을 섞으면 주황색이 돼요.', 5, 'orange'),
      s('A rainbow has seven colours.', '무지개에는 일곱 가지 색깔이 있어요.', 6, 'rainbow'),
    ],
    song: {
      title: 'Rainbow Song',
      lines: [
        s('Red and yellow, pink and green!', '빨강과 노랑, 분홍과 초록!', 0, 'rainbow'),
        s('Purple, orange and blue!', '보라, 주황 그리고 파랑!', 0, 'rainbow'),
        s('I can sing a rainbow!', '나는 무지개를 노래할 수 있어요!', 0, 'rainbow'),
        s('Sing a rainbow with me too!', '나와 함께 무지개를 노래해요!', 0, 'rainbow'),
      ],
    },
  },
  {
    id: 'numbers',
    title: 'Numbers',
    ko: '숫자',
    icon: 'five',
    words: [
      w('one', '하나, 1', 'I have one nose.', '나는 코가 하나 있어요.', 0),
      w('two', '둘, 2', 'I have two hands.', '나는 손이 두 개 있어요.', 0),
      w('three', '셋, 3', 'I see three cats.', '고양이 세 마리가 보여요.', 0),
      w('four', '넷, 4', 'A dog has four legs.', '개는 다리가 네 개예요.', 1),
      w('five', '다섯, 5', 'I am five years old.', '나는 다섯 살이에요.', 1),
      w('six', '여섯, 6', 'There are six eggs.', '달걀이 여섯 개 있어요.', 1),
      w('seven', '일곱, 7', 'I get up at seven.', '나는 일곱 시에 일어나요.', 2),
      w('eight', '여덟, 8', 'A spider has eight legs.', '거미는 다리가 여덟 개예요.', 2),
      w('nine', '아홉, 9', 'My brother is nine.', '우리 형은 아홉 살이에요.', 3),
      w('ten', '열, 10', 'I have ten fingers.', '나는 손가락이 열 개 있어요.', 3),
    ],
    sentences: [
      s('How many apples are there?', '사과가 몇 개 있나요?', 2, 'apple'),
      s('How old are you? I am eight.', '몇 살이에요? 여덟 살이에요.', 3, 'eight'),
      s('Two and three make five.', '둘 더하기 셋은 다섯이에요.', 4, 'five'),
      s('I can count from one to ten.', '나는 하나부터 열까지 셀 수 있어요.', 5, 'ten'),
    ],
    song: {
      title: 'Counting Song',
      lines: [
        s('One, two, three, count with me!', '하나, 둘, 셋, 나와 함께 세어요!', 0, 'three'),
        s('Four, five, six, pick up sticks!', '넷, 다섯, 여섯, 막대기를 주워요!', 0, 'six'),
        s('Seven, eight, nine, all in a line!', '일곱, 여덟, 아홉, 한 줄로 서요!', 0, 'nine'),
        s('Ten, ten, ten, count again!', '열, 열, 열, 다시 세어요!', 0, 'ten'),
      ],
    },
  },
  {
    id: 'body',
    title: 'My Body',
    ko: '몸',
    icon: 'hand',
    words: [
      w('eye', '눈', 'Close your eyes.', '눈을 감아요.', 0),
      w('nose', '코', 'Touch your nose.', '코를 만져요.', 0),
      w('mouth', '입', 'Open your mouth.', '입을 벌려요.', 0),
      w('ear', '귀', 'I hear with my ears.', '나는 귀로 들어요.', 1),
      w('hand', '손', 'Wash your hands.', '손을 씻어요.', 1),
      w('foot', '발', 'My foot is small.', '내 발은 작아요.', 2),
      w('head', '머리', 'Put your hands on your head.', '손을 머리 위에 올려요.', 2),
      w('hair', '머리카락', 'My sister has long hair.', '우리 언니는 머리카락이 길어요.', 3),
      w('arm', '팔', 'Raise your arms.', '팔을 들어요.', 3, null),
      w('leg', '다리', 'I hurt my leg.', '나는 다리를 다쳤어요.', 4, null),
    ],
    sentences: [
      s('Clap your hands!', '손뼉을 쳐요!', 2, 'hand'),
      s('I brush my teeth after meals.', '나는 밥을 먹고 나서 이를 닦아요.', 4, 'mouth'),
      s('We see with our eyes and smell with our nose.', '우리는 눈으로 보고 코로 냄새를 맡아요.', 5, 'eye'),
      s('Stretch your arms and legs before you run.', '달리기 전에 팔과 다리를 쭉 펴요.', 6, 'run'),
    ],
    song: {
      title: 'Head and Shoulders',
      lines: [
        s('Head, shoulders, knees and toes!', '머리, 어깨, 무릎, 발가락!', 0, 'head'),
        s('Knees and toes!', '무릎, 발가락!', 0, 'foot'),
        s('Eyes and ears and mouth and nose!', '눈과 귀와 입과 코!', 0, 'eye'),
        s('Clap, clap, clap your hands!', '짝, 짝, 짝 손뼉을 쳐요!', 0, 'hand'),
      ],
    },
  },
  {
    id: 'clothes',
    title: 'Clothes',
    ko: '옷',
    icon: 'shirt',
    words: [
      w('hat', '모자', 'Put on your hat.', '모자를 써요.', 0),
      w('shirt', '셔츠', 'My shirt is blue.', '내 셔츠는 파란색이에요.', 0),
      w('shoes', '신발', 'Put on your shoes.', '신발을 신어요.', 1),
      w('socks', '양말', 'I wear red socks.', '나는 빨간 양말을 신어요.', 1),
      w('pants', '바지', 'These pants are too long.', '이 바지는 너무 길어요.', 2),
      w('dress', '원피스', 'She has a pretty dress.', '그녀는 예쁜 원피스가 있어요.', 2),
      w('skirt', '치마', 'Her skirt is yellow.', '그녀의 치마는 노란색이에요.', 3),
      w('coat', '코트', 'Wear a coat. It is cold.', '코트를 입어요. 추워요.', 3),
      w('gloves', '장갑', 'I wear gloves in winter.', '나는 겨울에 장갑을 껴요.', 4),
    ],
    sentences: [
      s('What are you wearing?', '무엇을 입고 있나요?', 2, 'shirt'),
      s('I like your new shoes.', '네 새 신발이 마음에 들어.', 3, 'shoes'),
      s('Take off your coat and sit down.', '코트를 벗고 앉으세요.', 4, 'coat'),
      s('I wear a hat and gloves when it snows.', '눈이 오면 나는 모자와 장갑을 써요.', 5, 'gloves'),
      s('My mother bought me a dress for the party.', '엄마가 파티에 입을 원피스를 사 주셨어요.', 6, 'dress'),
    ],
    song: {
      title: 'Get Dressed',
      lines: [
        s('Shirt and pants, put them on!', '셔츠와 바지, 입어요!', 0, 'shirt'),
        s('Socks and shoes, put them on!', '양말과 신발, 신어요!', 0, 'shoes'),
        s('Hat on my head, here we go!', '모자를 쓰고, 출발!', 0, 'hat'),
        s("Let's go out and play in the snow!", '밖에 나가 눈에서 놀아요!', 0, 'snow'),
      ],
    },
  },
  {
    id: 'weather',
    title: 'The Weather',
    ko: '날씨',
    icon: 'cloud',
    words: [
      w('sun', '해', 'The sun is hot.', '해가 뜨거워요.', 0),
      w('rain', '비', 'I like the rain.', '나는 비를 좋아해요.', 0),
      w('snow', '눈', 'The snow is white.', '눈은 하얘요.', 1),
      w('cloud', '구름', 'The cloud is big.', '구름이 커요.', 1),
      w('wind', '바람', 'The wind is strong today.', '오늘은 바람이 세요.', 2),
      w('hot', '더운', 'It is hot in summer.', '여름에는 더워요.', 2),
      w('cold', '추운', 'It is cold in winter.', '겨울에는 추워요.', 2),
      w('umbrella', '우산', 'Take your umbrella.', '우산을 가져가요.', 3),
      w('rainbow', '무지개', 'Look at the rainbow!', '무지개를 봐요!', 3),
      w('weather', '날씨', 'How is the weather today?', '오늘 날씨는 어때요?', 4, 'cloud'),
    ],
    sentences: [
      s('It is sunny today.', '오늘은 화창해요.', 1, 'sun'),
      s('It is raining. Take your umbrella.', '비가 와요. 우산을 가져가요.', 3, 'umbrella'),
      s("Let's make a snowman!", '눈사람을 만들어요!', 3, 'snow'),
      s('After the rain, we saw a rainbow.', '비가 그친 뒤에 우리는 무지개를 봤어요.', 5, 'rainbow'),
      s('It will be cloudy and windy tomorrow.', '내일은 흐리고 바람이 불 거예요.', 6, 'wind'),
    ],
    song: {
      title: 'Rain, Rain, Go Away',
      lines: [
        s('Rain, rain, go away!', '비야, 비야, 가거라!', 0, 'rain'),
        s('Come again another day!', '다른 날 다시 오렴!', 0, 'cloud'),
        s('Sun, sun, come and play!', '해야, 해야, 와서 놀자!', 0, 'sun'),
        s('It is a sunny, happy day!', '화창하고 행복한 날이에요!', 0, 'sun'),
      ],
    },
  },
  {
    id: 'school',
    title: 'At School',
    ko: '학교',
    icon: 'school',
    words: [
      w('book', '책', 'Open your book.', '책을 펴요.', 0),
      w('pencil', '연필', 'I have a pencil.', '나는 연필이 있어요.', 0),
      w('bag', '가방', 'My bag is heavy.', '내 가방은 무거워요.', 0),
      w('desk', '책상', 'Sit at your desk.', '책상에 앉아요.', 1),
      w('chair', '의자', 'This is my chair.', '이것은 내 의자예요.', 1),
      w('teacher', '선생님', 'My teacher is kind.', '우리 선생님은 친절하세요.', 1),
      w('eraser', '지우개', 'May I use your eraser?', '네 지우개 써도 될까?', 2),
      w('crayon', '크레용', 'I draw with crayons.', '나는 크레용으로 그려요.', 2),
      w('ruler', '자', 'Draw a line with a ruler.', '자로 선을 그어요.', 3),
      w('school', '학교', 'I walk to school.', '나는 걸어서 학교에 가요.', 3),
      w('classroom', '교실', 'Our classroom is clean.', '우리 교실은 깨끗해요.', 4, 'school'),
    ],
    sentences: [
      s('Good morning, teacher!', '선생님, 안녕하세요!', 1, 'teacher'),
      s('Stand up, please. Sit down, please.', '일어나세요. 앉으세요.', 2, 'chair'),
      s('Can I borrow a pencil?', '연필 좀 빌려도 될까요?', 3, 'pencil'),
      s('I put my books in my bag.', '나는 책을 가방에 넣어요.', 4, 'bag'),
      s('We learn English and math at school.', '우리는 학교에서 영어와 수학을 배워요.', 5, 'school'),
      s('Please raise your hand before you speak.', '말하기 전에 손을 들어 주세요.', 6, 'teacher'),
    ],
    song: {
      title: 'Hello Song',
      lines: [
        s('Hello, hello, how are you?', '안녕, 안녕, 잘 지내?', 0, 'teacher'),
        s("I'm fine, I'm fine, and you?", '나는 잘 지내, 너는?', 0, 'happy'),
        s("Let's open our books and learn!", '책을 펴고 배워요!', 0, 'book'),
        s('Goodbye, goodbye, see you soon!', '잘 가, 잘 가, 또 만나!', 0, 'school'),
      ],
    },
  },
  {
    id: 'toys',
    title: 'Toys',
    ko: '장난감',
    icon: 'teddy',
    words: [
      w('ball', '공', 'Throw the ball.', '공을 던져요.', 0),
      w('doll', '인형', 'I have a doll.', '나는 인형이 있어요.', 0),
      w('kite', '연', 'Fly a kite.', '연을 날려요.', 1),
      w('robot', '로봇', 'My robot can walk.', '내 로봇은 걸을 수 있어요.', 1),
      w('teddy bear', '곰 인형', 'I sleep with my teddy bear.', '나는 곰 인형과 함께 자요.', 2, 'teddy'),
      w('blocks', '블록', "Let's build a tower with blocks.", '블록으로 탑을 쌓아요.', 2),
      w('balloon', '풍선', 'The balloon is red.', '풍선은 빨간색이에요.', 2),
      w('drum', '북', 'He plays the drum.', '그는 북을 쳐요.', 3),
      w('toy', '장난감', 'Put your toys in the box.', '장난감을 상자에 넣어요.', 3, 'blocks'),
      w('puzzle', '퍼즐', 'This puzzle is hard.', '이 퍼즐은 어려워요.', 4, null),
    ],
    sentences: [
      s('Can I play with your ball?', '네 공 가지고 놀아도 될까?', 2, 'ball'),
      s('My robot has two big eyes.', '내 로봇은 큰 눈이 두 개 있어요.', 3, 'robot'),
      s("Let's share our toys.", '장난감을 같이 가지고 놀아요.', 4, 'blocks'),
      s('I got a new kite for my birthday.', '생일 선물로 새 연을 받았어요.', 5, 'kite'),
      s(
        'After playing, we always clean up our toys.',
        '놀고 나서 우리는 항상 장난감을 정리해요.',
        6,
        'blocks',
      ),
    ],
    song: {
      title: 'Toy Box Song',
      lines: [
        s('Bounce, bounce, bounce the ball!', '통, 통, 통 공을 튀겨요!', 0, 'ball'),
        s('Beep, beep, says my robot!', '삑, 삑, 내 로봇이 말해요!', 0, 'robot'),
        s('Boom, boom, boom goes the drum!', '둥, 둥, 둥 북이 울려요!', 0, 'drum'),
        s('Play with toys and have some fun!', '장난감을 가지고 재미있게 놀아요!', 0, 'teddy'),
      ],
    },
  },
  {
    id: 'feelings',
    title: 'How I Feel',
    ko: '기분',
    icon: 'happy',
    words: [
      w('happy', '행복한', 'I am happy.', '나는 행복해요.', 0),
      w('sad', '슬픈', 'The boy is sad.', '그 남자아이는 슬퍼요.', 0),
      w('angry', '화난', 'Are you angry?', '화났어요?', 1),
      w('tired', '피곤한', 'I am tired.', '나는 피곤해요.', 1),
      w('hungry', '배고픈', 'I am hungry.', '나는 배고파요.', 1),
      w('scared', '무서워하는', "Don't be scared.", '무서워하지 마요.', 2),
      w('sleepy', '졸린', 'The baby is sleepy.', '아기가 졸려요.', 2),
      w('surprised', '놀란', 'She was surprised.', '그녀는 깜짝 놀랐어요.', 3),
      w('excited', '신나는', "I'm so excited!", '나는 정말 신나요!', 4, 'happy'),
      w('bored', '심심한', 'I am bored. Let us play.', '심심해요. 같이 놀아요.', 4, 'tired'),
    ],
    sentences: [
      s('How are you today?', '오늘 기분이 어때요?', 1, 'happy'),
      s("I'm fine, thank you.", '잘 지내요, 고마워요.', 1, 'happy'),
      s('Why are you sad?', '왜 슬퍼요?', 3, 'sad'),
      s("I feel happy when I'm with my friends.", '나는 친구들과 함께 있으면 행복해요.', 5, 'friend'),
      s(
        'He was scared of the dark, so he turned on the light.',
        '그는 어둠이 무서워서 불을 켰어요.',
        6,
        'lamp',
      ),
    ],
    song: {
      title: 'If You Are Happy',
      lines: [
        s("If you're happy and you know it, clap your hands!", '행복하면 손뼉을 쳐요!', 0, 'happy'),
        s("If you're happy and you know it, stomp your feet!", '행복하면 발을 굴러요!', 0, 'foot'),
        s("If you're sleepy and you know it, close your eyes!", '졸리면 눈을 감아요!', 0, 'sleepy'),
        s("If you're happy and you know it, shout hooray!", '행복하면 만세를 외쳐요!', 0, 'happy'),
      ],
    },
  },
  {
    id: 'home',
    title: 'My Home',
    ko: '집',
    icon: 'house',
    words: [
      w('house', '집', 'This is my house.', '여기가 우리 집이에요.', 0),
      w('bed', '침대', 'Go to bed.', '자러 가요.', 0),
      w('door', '문', 'Open the door.', '문을 열어요.', 0),
      w('window', '창문', 'Close the window.', '창문을 닫아요.', 1),
      w('table', '식탁', 'The cup is on the table.', '컵이 식탁 위에 있어요.', 1),
      w('cup', '컵', 'This is my cup.', '이것은 내 컵이에요.', 1),
      w('sofa', '소파', 'Dad is on the sofa.', '아빠가 소파에 계세요.', 2),
      w('lamp', '전등', 'Turn on the lamp.', '전등을 켜요.', 2),
      w('kitchen', '부엌', 'Mom is in the kitchen.', '엄마는 부엌에 계세요.', 3, 'table'),
      w('bedroom', '침실', 'My bedroom is small.', '내 침실은 작아요.', 4, 'bed'),
    ],
    sentences: [
      s('Where is my bag?', '내 가방이 어디 있지요?', 2, 'bag'),
      s('The cat is under the bed.', '고양이가 침대 밑에 있어요.', 3, 'bed'),
      s('There are two windows in my room.', '내 방에는 창문이 두 개 있어요.', 4, 'window'),
      s('We have a small garden behind our house.', '우리 집 뒤에는 작은 정원이 있어요.', 5, 'house'),
      s('Please close the door quietly when you go out.', '나갈 때는 문을 조용히 닫아 주세요.', 6, 'door'),
    ],
    song: {
      title: 'Knock, Knock!',
      lines: [
        s('Knock, knock! Who is at the door?', '똑똑! 문 앞에 누구세요?', 0, 'door'),
        s('Come in, come in, sit on the floor!', '들어와요, 들어와요, 바닥에 앉아요!', 0, 'house'),
        s('A cup of milk upon the table!', '식탁 위에 우유 한 잔!', 0, 'cup'),
        s('Home, sweet home, I love my home!', '즐거운 우리 집, 나는 우리 집이 좋아요!', 0, 'house'),
      ],
    },
  },
  {
    id: 'nature',
    title: 'Outside in Nature',
    ko: '자연',
    icon: 'tree',
    words: [
      w('tree', '나무', 'The tree is tall.', '나무가 키가 커요.', 0),
      w('flower', '꽃', 'The flower is pretty.', '꽃이 예뻐요.', 0),
      w('star', '별', 'I see a star.', '별이 보여요.', 0),
      w('moon', '달', 'The moon is bright.', '달이 밝아요.', 1),
      w('leaf', '나뭇잎', 'The leaf is green.', '나뭇잎이 초록색이에요.', 1),
      w('sea', '바다', 'We swim in the sea.', '우리는 바다에서 수영해요.', 2),
      w('mountain', '산', 'The mountain is high.', '산이 높아요.', 3),
      w('grass', '풀', 'The grass is soft.', '풀이 부드러워요.', 3),
      w('river', '강', 'Fish live in the river.', '물고기는 강에 살아요.', 4, 'sea'),
      w('sky', '하늘', 'Birds fly in the sky.', '새들은 하늘을 날아요.', 4, 'cloud'),
    ],
    sentences: [
      s('Look at the big tree!', '저 큰 나무를 봐요!', 1, 'tree'),
      s('The stars shine at night.', '별은 밤에 빛나요.', 3, 'star'),
      s('We went to the sea last summer.', '우리는 지난여름에 바다에 갔어요.', 4, 'sea'),
      s('In autumn, the leaves turn red and yellow.', '가을에는 나뭇잎이 빨갛고 노랗게 변해요.', 5, 'leaf'),
      s(
        'We climbed the mountain and saw the whole city.',
        '우리는 산에 올라가 도시 전체를 봤어요.',
        6,
        'mountain',
      ),
    ],
    song: {
      title: 'Twinkle, Twinkle',
      lines: [
        s('Twinkle, twinkle, little star!', '반짝, 반짝, 작은 별!', 0, 'star'),
        s('How I wonder what you are!', '너는 무엇일까 궁금해!', 0, 'star'),
        s('Up above the world so high!', '저 세상 위 높은 곳에!', 0, 'moon'),
        s('Like a diamond in the sky!', '하늘의 다이아몬드처럼!', 0, 'star'),
      ],
    },
  },
  {
    id: 'actions',
    title: "Let's Move",
    ko: '움직임',
    icon: 'run',
    words: [
      w('run', '달리다', 'I can run.', '나는 달릴 수 있어요.', 0),
      w('jump', '뛰다', 'Jump, jump, jump!', '뛰어, 뛰어, 뛰어!', 0),
      w('walk', '걷다', "Let's walk together.", '함께 걸어요.', 0, 'run'),
      w('swim', '수영하다', 'I can swim.', '나는 수영할 수 있어요.', 1),
      w('sing', '노래하다', 'We sing a song.', '우리는 노래를 불러요.', 1),
      w('dance', '춤추다', 'Let us dance!', '춤춰요!', 1),
      w('clap', '손뼉 치다', 'Clap your hands.', '손뼉을 쳐요.', 2, 'hand'),
      w('climb', '오르다', 'Monkeys climb trees.', '원숭이는 나무에 올라요.', 3, 'monkey'),
      w('throw', '던지다', 'Throw the ball to me.', '나에게 공을 던져요.', 3, 'ball'),
      w('ride', '타다', 'I ride my bike.', '나는 자전거를 타요.', 4, 'bike'),
    ],
    sentences: [
      s('Can you jump? Yes, I can.', '뛸 수 있어요? 네, 할 수 있어요.', 2, 'jump'),
      s('Can you swim? No, I can’t.', '수영할 수 있어요? 아니요, 못 해요.', 3, 'swim'),
      s('I run fast in the park.', '나는 공원에서 빨리 달려요.', 3, 'run'),
      s('My sister likes to sing and dance.', '우리 언니는 노래하고 춤추는 것을 좋아해요.', 5, 'dance'),
      s('We played soccer and then went swimming.', '우리는 축구를 하고 나서 수영하러 갔어요.', 6, 'ball'),
    ],
    song: {
      title: 'Move Your Body',
      lines: [
        s('Run, run, run around!', '달려, 달려, 빙글빙글 달려!', 0, 'run'),
        s('Jump, jump, jump up high!', '뛰어, 뛰어, 높이 뛰어!', 0, 'jump'),
        s('Swim, swim, like a fish!', '헤엄쳐, 헤엄쳐, 물고기처럼!', 0, 'swim'),
        s('Dance, dance, touch the sky!', '춤춰, 춤춰, 하늘에 닿도록!', 0, 'dance'),
      ],
    },
  },
  {
    id: 'transport',
    title: 'On the Move',
    ko: '탈것',
    icon: 'bus',
    words: [
      w('car', '자동차', 'The car is red.', '자동차가 빨간색이에요.', 0),
      w('bus', '버스', 'I take the bus.', '나는 버스를 타요.', 0),
      w('bike', '자전거', 'I have a bike.', '나는 자전거가 있어요.', 1),
      w('train', '기차', 'The train is long.', '기차는 길어요.', 1),
      w('boat', '배', 'The boat is on the water.', '배가 물 위에 있어요.', 2),
      w('plane', '비행기', 'The plane flies high.', '비행기가 높이 날아요.', 2),
      w('truck', '트럭', 'The truck is very big.', '트럭이 아주 커요.', 3),
      w('taxi', '택시', "Let's take a taxi.", '택시를 타요.', 3),
      w('subway', '지하철', 'We go by subway.', '우리는 지하철로 가요.', 4, 'train'),
    ],
    sentences: [
      s('Beep, beep! Here comes the bus.', '빵빵! 버스가 와요.', 1, 'bus'),
      s('How do you go to school?', '학교에 어떻게 가요?', 3, 'school'),
      s('I go to school by bus.', '나는 버스를 타고 학교에 가요.', 3, 'bus'),
      s('We took a plane to Jeju Island.', '우리는 비행기를 타고 제주도에 갔어요.', 5, 'plane'),
      s(
        'The train is faster than the bus, but the plane is the fastest.',
        '기차는 버스보다 빠르지만 비행기가 가장 빨라요.',
        6,
        'train',
      ),
    ],
    song: {
      title: 'The Wheels on the Bus',
      lines: [
        s('The wheels on the bus go round and round!', '버스 바퀴가 빙글빙글 돌아요!', 0, 'bus'),
        s('The horn on the bus goes beep, beep, beep!', '버스 경적이 빵, 빵, 빵!', 0, 'bus'),
        s('The train goes choo, choo, choo!', '기차가 칙, 칙, 폭폭!', 0, 'train'),
        s('All through the town!', '온 동네를 다녀요!', 0, 'car'),
      ],
    },
  },
  {
    id: 'day',
    title: 'My Day',
    ko: '하루',
    icon: 'clock',
    words: [
      w('morning', '아침', 'Good morning!', '좋은 아침이에요!', 0),
      w('night', '밤', 'Good night!', '안녕히 주무세요!', 0),
      w('sleep', '자다', 'I sleep at nine.', '나는 아홉 시에 자요.', 1, 'bed'),
      w('clock', '시계', 'Look at the clock.', '시계를 봐요.', 1),
      w('breakfast', '아침 식사', 'I eat breakfast at seven.', '나는 일곱 시에 아침을 먹어요.', 2),
      w('lunch', '점심 식사', "It's time for lunch.", '점심 먹을 시간이에요.', 2, 'rice'),
      w('dinner', '저녁 식사', 'We have dinner together.', '우리는 함께 저녁을 먹어요.', 3, 'breakfast'),
      w('today', '오늘', 'Today is Monday.', '오늘은 월요일이에요.', 3, null),
      w('tomorrow', '내일', 'See you tomorrow!', '내일 만나요!', 4, null),
      w('weekend', '주말', 'I play with Dad on the weekend.', '나는 주말에 아빠와 놀아요.', 5, null),
    ],
    sentences: [
      s('What time is it?', '몇 시예요?', 2, 'clock'),
      s('It is eight o’clock.', '여덟 시예요.', 2, 'clock'),
      s('I wake up early in the morning.', '나는 아침 일찍 일어나요.', 3, 'morning'),
      s('After school, I do my homework.', '학교가 끝나면 나는 숙제를 해요.', 4, 'book'),
      s('On Saturday, my family goes to the park.', '토요일에 우리 가족은 공원에 가요.', 5, 'family'),
      s(
        'Before I go to bed, I brush my teeth and read a book.',
        '자기 전에 나는 이를 닦고 책을 읽어요.',
        6,
        'night',
      ),
    ],
    song: {
      title: 'Days of the Week',
      lines: [
        s('Sunday, Monday, Tuesday!', '일요일, 월요일, 화요일!', 0, 'clock'),
        s('Wednesday, Thursday, Friday!', '수요일, 목요일, 금요일!', 0, 'clock'),
        s('Saturday comes at the end!', '마지막은 토요일!', 0, 'morning'),
        s('Seven days, my friend!', '일주일은 칠 일이야, 친구야!', 0, 'friend'),
      ],
    },
  },
];
