/**
 * The reader's date and time format (src/lib/reader-format.ts) for every component of an island:
 * the island's root provides the format the server rendered with (a prop), so hydration never
 * changes a date's text. Without a provider: the default format.
 */
import { createContext, useContext } from 'react';
import { DEFAULT_READER_FORMAT, type ReaderFormat } from '@/lib/reader-format';

export const ReaderFormatContext = createContext<ReaderFormat>(DEFAULT_READER_FORMAT);

export const useReaderFormat = (): ReaderFormat => useContext(ReaderFormatContext);
