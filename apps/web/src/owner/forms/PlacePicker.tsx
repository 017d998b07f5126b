/**
 * The map a connect dialog shows when a feed type's schema asks for a place picker
 * (`placePicker()` from `@chorus/core`): the spec's map search (a query and a place near which
 * to look, both needed: 'please enter a valid query and near'), a map whose draggable marker and
 * radius circle follow the latitude, longitude and radius fields, and those fields themselves,
 * which stay ordinary number boxes (typing coordinates is the keyboard's way to pick a point).
 * Searches go through Chorus (`GET /api/map/search`), so the browser talks only to Chorus and to
 * the operator's tile server.
 */
import { metresPerRadiusUnit, validateMapSearch, type PlacePickerFields } from '@chorus/core';
import { useTranslator } from '@chorus/theme-kit';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ApiError, apiRequest } from '../api-client.ts';
import { useTexts } from '../i18n/texts.ts';
import type { PlaceMap, PlacePoint } from './place-map.ts';
import { valueAt, withValueAt, type FormValues } from './schema-fields.ts';
import { texts } from './texts.ts';
import './place-picker.css';

/** `GET /api/map`: where the tiles come from and the spec's map defaults. */
interface MapSettings {
  readonly tileUrl: string;
  readonly attribution: string;
  readonly attributionUrl: string;
  readonly zoom: number;
  readonly distanceMetres: number;
}

/** One place of `GET /api/map/search`. */
interface FoundPlace {
  readonly latitude: number;
  readonly longitude: number;
  readonly name: string;
}

/** The map library, credited beside the tile server's attribution (a name, the same in every language). */
const mapLibrary = 'Leaflet';

let settingsOnce: Promise<MapSettings> | undefined;
function mapSettings(): Promise<MapSettings> {
  settingsOnce ??= apiRequest<MapSettings>('/api/map').catch((error: unknown) => {
    settingsOnce = undefined;
    throw error;
  });
  return settingsOnce;
}

function numberAt(values: FormValues, path: string | undefined): number | null {
  if (path === undefined) return null;
  const value = valueAt(values, path);
  if (value === undefined || value === null || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

function pointOf(values: FormValues, place: PlacePickerFields): PlacePoint | null {
  const latitude = numberAt(values, place.latitude);
  const longitude = numberAt(values, place.longitude);
  if (latitude === null || longitude === null) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** Props of {@link PlacePicker}. */
export interface PlacePickerProps {
  readonly place: PlacePickerFields;
  readonly values: FormValues;
  readonly onChange: (values: FormValues, path: string) => void;
  readonly disabled: boolean;
}

/** The map search and the map of a place picker; the number fields are drawn by the form. */
export function PlacePicker({ place, values, onChange, disabled }: PlacePickerProps) {
  const id = useId();
  const t = useTexts(texts);
  const translator = useTranslator();
  const [query, setQuery] = useState('');
  const [near, setNear] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [found, setFound] = useState<readonly FoundPlace[]>([]);
  const [searching, setSearching] = useState(false);
  const [settings, setSettings] = useState<MapSettings | null>(null);
  const [mapFailed, setMapFailed] = useState(false);
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<PlaceMap | null>(null);
  const recentre = useRef(false);
  // Leaflet's handlers outlive renders: they read the newest values through these.
  const latest = useRef({ values, onChange, settings, markerLabel: t('pickedPlace') });
  latest.current = { values, onChange, settings, markerLabel: t('pickedPlace') };

  const unitMetres = metresPerRadiusUnit[place.radiusUnit ?? 'm'];

  /** Sets the point (and a default radius when none is entered), as one change of the form. */
  const commit = (point: PlacePoint) => {
    const current = latest.current;
    let next = withValueAt(current.values, place.latitude, point.latitude);
    next = withValueAt(next, place.longitude, point.longitude);
    if (place.radius !== undefined && numberAt(next, place.radius) === null && current.settings) {
      const radius = Math.round((current.settings.distanceMetres / unitMetres) * 1000) / 1000;
      next = withValueAt(next, place.radius, radius);
    }
    current.onChange(next, place.latitude);
  };

  useEffect(() => {
    let cancelled = false;
    mapSettings().then(
      (loaded) => {
        if (!cancelled) setSettings(loaded);
      },
      () => {
        if (!cancelled) setMapFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    const container = element.current;
    if (!settings || !container) return undefined;
    let cancelled = false;
    let drawn: PlaceMap | null = null;
    import('./place-map.ts').then(
      ({ createPlaceMap }) => {
        if (cancelled) return;
        drawn = createPlaceMap(
          container,
          {
            tileUrl: settings.tileUrl,
            zoom: settings.zoom,
            markerLabel: latest.current.markerLabel,
          },
          (point) => commit(point),
        );
        map.current = drawn;
        const { values: now } = latest.current;
        const point = pointOf(now, place);
        drawn.show(point, radiusMetresOf(now), point !== null);
      },
      () => {
        if (!cancelled) setMapFailed(true);
      },
    );
    return () => {
      cancelled = true;
      drawn?.destroy();
      map.current = null;
    };
    // The map is drawn once per settings; values reach it through the effect below.
  }, [settings]);

  function radiusMetresOf(from: FormValues): number | null {
    const radius = numberAt(from, place.radius);
    return radius === null ? null : radius * unitMetres;
  }

  const point = pointOf(values, place);
  const radiusMetres = radiusMetresOf(values);
  useEffect(() => {
    map.current?.show(point, radiusMetres, recentre.current);
    recentre.current = false;
  }, [point?.latitude, point?.longitude, radiusMetres]);

  const choose = (chosen: FoundPlace) => {
    recentre.current = true;
    setStatus(t('picked', { name: chosen.name }));
    commit({ latitude: chosen.latitude, longitude: chosen.longitude });
  };

  const search = async () => {
    const invalid = validateMapSearch(query, near);
    if (invalid) {
      setProblem(translator.text(invalid.key, invalid.params));
      setFound([]);
      return;
    }
    setProblem(null);
    setSearching(true);
    setStatus(t('searching'));
    try {
      const answer = await apiRequest<{ places: FoundPlace[] }>('/api/map/search', {
        query: { query: query.trim(), near: near.trim() },
      });
      setFound(answer.places);
      const [first] = answer.places;
      if (first) choose(first);
      else setStatus(t('noPlaceFound'));
    } catch (error) {
      setStatus('');
      setProblem(error instanceof ApiError ? error.message : String(error));
    } finally {
      setSearching(false);
    }
  };

  // Enter in a search box searches; it must not submit the connect dialog.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void search();
    }
  };

  const problemId = `${id}-problem`;
  const hintId = `${id}-hint`;
  return (
    <fieldset className="place-picker" data-place-picker="">
      <legend>{t('pickPlace')}</legend>
      <p className="schema-field__description" id={hintId}>
        {t('pickPlaceHint')}
      </p>
      <div className="place-picker__search" role="search" aria-label={t('mapSearch')}>
        <span className="place-picker__search-field">
          <label htmlFor={`${id}-query`}>{t('searchFor')}</label>
          <input
            id={`${id}-query`}
            type="search"
            value={query}
            placeholder={t('searchForPlaceholder')}
            disabled={disabled}
            aria-invalid={problem !== null && query.trim() === '' ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
          />
        </span>
        <span className="place-picker__search-field">
          <label htmlFor={`${id}-near`}>{t('near')}</label>
          <input
            id={`${id}-near`}
            type="search"
            value={near}
            placeholder={t('nearPlaceholder')}
            disabled={disabled}
            aria-invalid={problem !== null && near.trim() === '' ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => setNear(event.target.value)}
            onKeyDown={onKeyDown}
          />
        </span>
        <button
          type="button"
          className="owner-button"
          disabled={disabled || searching}
          onClick={() => void search()}
        >
          {t('searchMap')}
        </button>
      </div>
      {problem && (
        <p className="schema-field__error" id={problemId} role="alert">
          {problem}
        </p>
      )}
      <p className="place-picker__status" role="status">
        {status}
      </p>
      {found.length > 1 && (
        <ul className="place-picker__results" aria-label={t('placesFound')}>
          {found.map((candidate) => (
            <li key={`${candidate.latitude},${candidate.longitude},${candidate.name}`}>
              <button
                type="button"
                className="place-picker__result"
                aria-pressed={
                  point?.latitude === candidate.latitude && point.longitude === candidate.longitude
                }
                onClick={() => choose(candidate)}
              >
                {candidate.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      {mapFailed ? (
        <p className="schema-field__description">{t('mapFailed')}</p>
      ) : (
        <div
          className="place-picker__frame"
          role="region"
          aria-label={t('mapRegion')}
          aria-describedby={hintId}
        >
          <div className="place-picker__map" ref={element} />
          {settings && (
            <p className="place-picker__attribution">
              <a href={settings.attributionUrl} target="_blank" rel="noreferrer">
                {settings.attribution}
              </a>
              {' · '}
              {mapLibrary}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
