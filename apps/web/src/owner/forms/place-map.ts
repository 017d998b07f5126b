/**
 * The place picker's Leaflet map, loaded only when a connect dialog needs one (its own chunk,
 * with Leaflet's stylesheet). Tiles come from the operator's tile server; the marker can be
 * dragged, a click on the map moves it, and the radius is drawn as a circle. Everything it does
 * is also done by typing into the number fields beside it: the map is an enhancement.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';

/** What the map is drawn from. */
export interface PlaceMapSettings {
  readonly tileUrl: string;
  /** The zoom a found or typed place is shown at. */
  readonly zoom: number;
  /** The accessible name of the draggable marker. */
  readonly markerLabel: string;
}

/** A point in decimal degrees. */
export interface PlacePoint {
  readonly latitude: number;
  readonly longitude: number;
}

/** The map, as the picker drives it. */
export interface PlaceMap {
  /** Shows the point (null: no marker) and a circle of `radiusMetres` around it (null: none). */
  show(point: PlacePoint | null, radiusMetres: number | null, recentre: boolean): void;
  /** Removes the map. */
  destroy(): void;
}

const roundTo = 1e6;
const round = (value: number) => Math.round(value * roundTo) / roundTo;

/** Draws a map into `element`; `onPick` gets each point the owner drags or clicks to. */
export function createPlaceMap(
  element: HTMLElement,
  settings: PlaceMapSettings,
  onPick: (point: PlacePoint) => void,
): PlaceMap {
  const map = L.map(element, {
    center: [20, 0],
    zoom: 1,
    worldCopyJump: true,
    // The attribution is drawn by the picker as plain text under the map.
    attributionControl: false,
  });
  L.tileLayer(settings.tileUrl, { maxZoom: 19, crossOrigin: false }).addTo(map);

  let marker: L.Marker | null = null;
  let circle: L.Circle | null = null;

  const pick = (at: L.LatLng) => {
    const wrapped = at.wrap();
    onPick({ latitude: round(wrapped.lat), longitude: round(wrapped.lng) });
  };
  map.on('click', (event: L.LeafletMouseEvent) => pick(event.latlng));

  const icon = L.divIcon({
    className: 'place-picker__marker',
    iconSize: [22, 22],
    iconAnchor: [11, 11],
  });

  return {
    show(point, radiusMetres, recentre) {
      if (point === null) {
        marker?.remove();
        circle?.remove();
        marker = null;
        circle = null;
        return;
      }
      const at = L.latLng(point.latitude, point.longitude);
      if (marker === null) {
        // The fields are the keyboard's way to move the point: the marker takes no focus.
        marker = L.marker(at, {
          icon,
          draggable: true,
          keyboard: false,
          title: settings.markerLabel,
        });
        marker.on('dragend', () => {
          if (marker) pick(marker.getLatLng());
        });
        marker.addTo(map);
      } else {
        marker.setLatLng(at);
      }
      if (radiusMetres !== null && radiusMetres > 0) {
        if (circle === null) {
          circle = L.circle(at, { radius: radiusMetres, className: 'place-picker__radius' });
          circle.addTo(map);
        } else {
          circle.setLatLng(at);
          circle.setRadius(radiusMetres);
        }
      } else {
        circle?.remove();
        circle = null;
      }
      if (recentre) map.setView(at, settings.zoom);
      else if (!map.getBounds().contains(at)) map.panTo(at);
    },
    destroy() {
      map.remove();
    },
  };
}
