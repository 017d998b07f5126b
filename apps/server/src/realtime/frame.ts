/**
 * A frame as the server sends it: the JSON of the frame as UTF-8 bytes, made once per event
 * and wall and handed as it is to every socket of that wall, which sends it as a text frame.
 * A string would be measured and encoded again by each socket's write.
 */

/** The bytes of one outgoing frame (UTF-8 JSON), shared by every socket it goes to. */
export type OutgoingFrame = Buffer;

/** Serializes a frame once, for every socket it goes to. */
export type FrameSerializer = (frame: object) => OutgoingFrame;

/** The serializer: `JSON.stringify`, encoded once. */
export const serializeFrame: FrameSerializer = (frame) => Buffer.from(JSON.stringify(frame));
