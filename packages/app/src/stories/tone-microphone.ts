/**
 * A stand-in microphone for the screen stories that record (the speak unit, listen and compare): a tone from Web
 * Audio in place of the browser's permission prompt and device. Use it as a story's `beforeEach`; its cleanup puts
 * the browser's getUserMedia back and closes the tones it opened.
 */
export function toneMicrophone(): () => void {
  const devices = navigator.mediaDevices;
  const opened: AudioContext[] = [];
  const getUserMedia = () => {
    const context = new AudioContext();
    opened.push(context);
    const oscillator = context.createOscillator();
    const destination = context.createMediaStreamDestination();
    oscillator.connect(destination);
    oscillator.start();
    return Promise.resolve(destination.stream);
  };
  Object.defineProperty(devices, 'getUserMedia', { configurable: true, value: getUserMedia });
  return () => {
    Reflect.deleteProperty(devices, 'getUserMedia');
    for (const context of opened) void context.close();
  };
}
