// A stand-in for Google's Maps JavaScript API, served by Playwright in place of
// https://maps.googleapis.com/maps/api/js (the real script needs the internet and a billed key).
// It has what @googlemaps/js-api-loader and terra-draw-google-maps-adapter use: the bootstrap
// callback, Map (Web Mercator at the map's zoom), OverlayView's projection, the Data layer and
// its features, LatLng, LatLngBounds, Point, Size and event. It draws the Data layer in SVG so a
// screenshot shows the zone. What the page asked for is kept in window.__fakeGoogleMaps, with
// each map made (`idled` once it has fired its first "idle").
(() => {
  const script = document.currentScript;
  const params = new URL(script ? script.src : "https://maps.googleapis.com/maps/api/js").searchParams;
  const maps = window.google.maps;
  const TILE_SIZE = 256;
  const record = { key: params.get("key"), language: params.get("language"), maps: [] };
  window.__fakeGoogleMaps = record;

  // --- Web Mercator world pixels at a zoom level ---
  const worldSize = (zoom) => TILE_SIZE * 2 ** zoom;
  const toWorld = (lat, lng, zoom) => {
    const sin = Math.min(Math.max(Math.sin((lat * Math.PI) / 180), -0.9999), 0.9999);
    return {
      x: ((lng + 180) / 360) * worldSize(zoom),
      y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * worldSize(zoom),
    };
  };
  const fromWorld = (x, y, zoom) => {
    const n = Math.PI - (2 * Math.PI * y) / worldSize(zoom);
    return { lat: (180 / Math.PI) * Math.atan(Math.sinh(n)), lng: (x / worldSize(zoom)) * 360 - 180 };
  };

  // --- Events: listeners per object ---
  const registry = new WeakMap();
  const listenersOf = (instance, name) => {
    if (!registry.has(instance)) registry.set(instance, new Map());
    const byName = registry.get(instance);
    if (!byName.has(name)) byName.set(name, new Set());
    return byName.get(name);
  };
  const event = {
    addListener(instance, name, handler) {
      const set = listenersOf(instance, name);
      set.add(handler);
      return { remove: () => set.delete(handler) };
    },
    addListenerOnce(instance, name, handler) {
      const listener = event.addListener(instance, name, (...args) => {
        listener.remove();
        handler(...args);
      });
      return listener;
    },
    trigger(instance, name, ...args) {
      for (const handler of [...listenersOf(instance, name)]) handler(...args);
    },
    clearInstanceListeners(instance) {
      registry.delete(instance);
    },
  };
  class MVCObject {
    addListener(name, handler) {
      return event.addListener(this, name, handler);
    }
  }

  // --- Values ---
  class LatLng {
    constructor(lat, lng) {
      const literal = typeof lat === "object" ? lat : { lat, lng };
      this._lat = literal.lat;
      this._lng = literal.lng;
    }
    lat() {
      return this._lat;
    }
    lng() {
      return this._lng;
    }
    toJSON() {
      return { lat: this._lat, lng: this._lng };
    }
  }
  const toLatLng = (value) => (value instanceof LatLng ? value : new LatLng(value));
  class LatLngBounds {
    constructor(southWest, northEast) {
      this._sw = toLatLng(southWest);
      this._ne = toLatLng(northEast);
    }
    getSouthWest() {
      return this._sw;
    }
    getNorthEast() {
      return this._ne;
    }
    contains(point) {
      const { lat, lng } = toLatLng(point).toJSON();
      return lat >= this._sw.lat() && lat <= this._ne.lat() && lng >= this._sw.lng() && lng <= this._ne.lng();
    }
  }
  const toBounds = (value) =>
    value instanceof LatLngBounds
      ? value
      : new LatLngBounds({ lat: value.south, lng: value.west }, { lat: value.north, lng: value.east });
  class Point {
    constructor(x, y) {
      this.x = x;
      this.y = y;
    }
  }
  class Size {
    constructor(width, height) {
      this.width = width;
      this.height = height;
    }
  }

  // --- The map ---
  const SVG = "http://www.w3.org/2000/svg";
  class FakeMap extends MVCObject {
    constructor(div, options = {}) {
      super();
      this._div = div;
      this._options = { ...options };
      this._center = toLatLng(options.center ?? { lat: 0, lng: 0 });
      this._zoom = options.zoom ?? 2;
      this.data = new Data({ map: this });
      record.maps.push(this);
      // As Google's, the map builds its panes and gets its projection on a later turn (later
      // still for a key containing "slow", so a test can act while the map is loading).
      setTimeout(() => this._build(), record.key?.includes("slow") ? 1500 : 0);
    }
    _build() {
      const div = this._div;
      div.replaceChildren();
      if (getComputedStyle(div).position === "static") div.style.position = "relative";
      const style = document.createElement("div");
      style.className = "gm-style";
      style.setAttribute("style", "position: absolute; inset: 0px; overflow: hidden;");
      const layers = document.createElement("div");
      layers.setAttribute("style", "position: absolute; inset: 0px;");
      this._svg = document.createElementNS(SVG, "svg");
      this._svg.setAttribute("aria-hidden", "true");
      this._svg.setAttribute("style", "position: absolute; inset: 0px; width: 100%; height: 100%;");
      // Google's interaction pane: the element Terra Draw's adapter listens on.
      const pane = document.createElement("div");
      pane.setAttribute("style", "position: absolute; inset: 0px; z-index: 3;");
      layers.append(this._svg, pane);
      style.append(layers);
      div.append(style);
      this._ready = true;
      event.trigger(this, "projection_changed");
      this.data._draw();
      this._idle();
    }
    getProjection() {
      if (!this._ready) return undefined;
      return {
        fromContainerPixelToLatLng: (point) => this._fromContainer(point),
        fromLatLngToContainerPixel: (latLng) => this._toContainer(toLatLng(latLng)),
      };
    }
    _idle() {
      setTimeout(() => {
        event.trigger(this, "idle");
        // What a test waits on to know this map has loaded and its listeners have run.
        this.idled = true;
      }, 0);
    }
    _size() {
      const rect = this._div.getBoundingClientRect();
      return { width: rect.width, height: rect.height };
    }
    /** The world pixel at the container's top-left corner. */
    _origin() {
      const centre = toWorld(this._center.lat(), this._center.lng(), this._zoom);
      const { width, height } = this._size();
      return { x: centre.x - width / 2, y: centre.y - height / 2 };
    }
    _toContainer(latLng) {
      const world = toWorld(latLng.lat(), latLng.lng(), this._zoom);
      const origin = this._origin();
      return new Point(world.x - origin.x, world.y - origin.y);
    }
    _fromContainer(point) {
      const origin = this._origin();
      const { lat, lng } = fromWorld(origin.x + point.x, origin.y + point.y, this._zoom);
      return new LatLng(lat, lng);
    }
    getDiv() {
      return this._div;
    }
    getZoom() {
      return this._zoom;
    }
    setZoom(zoom) {
      this._zoom = zoom;
      this.data._draw();
      this._idle();
    }
    getCenter() {
      return this._center;
    }
    setCenter(center) {
      this._center = toLatLng(center);
      this.data._draw();
      this._idle();
    }
    setOptions(options) {
      Object.assign(this._options, options);
    }
    get(name) {
      return this._options[name];
    }
    getBounds() {
      if (!this._ready) return undefined;
      const { width, height } = this._size();
      return new LatLngBounds(
        this._fromContainer(new Point(0, height)),
        this._fromContainer(new Point(width, 0)),
      );
    }
    fitBounds(value, padding = 0) {
      const bounds = toBounds(value);
      const { width, height } = this._size();
      const southWest = bounds.getSouthWest();
      const northEast = bounds.getNorthEast();
      let zoom = 0;
      for (let candidate = 21; candidate >= 0; candidate--) {
        const a = toWorld(southWest.lat(), southWest.lng(), candidate);
        const b = toWorld(northEast.lat(), northEast.lng(), candidate);
        if (Math.abs(b.x - a.x) <= width - 2 * padding && Math.abs(a.y - b.y) <= height - 2 * padding) {
          zoom = candidate;
          break;
        }
      }
      const middle = toWorld(
        (southWest.lat() + northEast.lat()) / 2,
        (southWest.lng() + northEast.lng()) / 2,
        0,
      );
      const { lat, lng } = fromWorld(middle.x, middle.y, 0);
      this._center = new LatLng(lat, lng);
      this._zoom = zoom;
      this.data._draw();
      this._idle();
    }
  }

  class OverlayView extends MVCObject {
    setMap(map) {
      if (this._map && this.onRemove) this.onRemove();
      this._map = map ?? null;
      if (!map) return;
      // As Google does: onAdd comes once the map has its panes and projection.
      const add = () => {
        if (this._map !== map) return;
        this.onAdd?.();
        this.draw?.();
      };
      if (map.getProjection()) setTimeout(add, 0);
      else event.addListenerOnce(map, "projection_changed", () => setTimeout(add, 0));
    }
    getMap() {
      return this._map ?? null;
    }
    getProjection() {
      return this._map?.getProjection();
    }
  }

  // --- The Data layer ---
  class DataPoint {
    constructor(latLng) {
      this._latLng = toLatLng(latLng);
    }
    getType() {
      return "Point";
    }
    get() {
      return this._latLng;
    }
  }
  class DataLineString {
    constructor(path) {
      this._path = path.map(toLatLng);
    }
    getType() {
      return "LineString";
    }
    getArray() {
      return this._path;
    }
  }
  class DataPolygon {
    constructor(rings) {
      this._rings = rings.map((ring) => ring.map(toLatLng));
    }
    getType() {
      return "Polygon";
    }
    getArray() {
      return this._rings;
    }
  }
  const geometryFromGeoJson = (geometry) => {
    const latLng = ([lng, lat]) => new LatLng(lat, lng);
    if (geometry.type === "Point") return new DataPoint(latLng(geometry.coordinates));
    if (geometry.type === "LineString") return new DataLineString(geometry.coordinates.map(latLng));
    if (geometry.type === "Polygon")
      return new DataPolygon(geometry.coordinates.map((ring) => ring.map(latLng)));
    throw new Error(`The fake Google map does not draw ${geometry.type}`);
  };

  class Feature {
    constructor({ id, geometry, properties }, layer) {
      this._id = id;
      this._geometry = geometry;
      this._properties = { ...properties };
      this._layer = layer;
    }
    getId() {
      return this._id;
    }
    getGeometry() {
      return this._geometry;
    }
    setGeometry(geometry) {
      this._geometry = geometry;
      this._layer?._draw();
    }
    getProperty(name) {
      return this._properties[name];
    }
    setProperty(name, value) {
      if (value === undefined) delete this._properties[name];
      else this._properties[name] = value;
      this._layer?._draw();
    }
    forEachProperty(callback) {
      for (const [name, value] of Object.entries(this._properties)) callback(value, name);
    }
  }

  class Data extends MVCObject {
    constructor(options = {}) {
      super();
      this._features = new Map();
      this._style = null;
      this._map = options.map ?? null;
    }
    setMap(map) {
      this._map = map;
      this._draw();
    }
    getMap() {
      return this._map;
    }
    setStyle(style) {
      this._style = style;
      this._draw();
    }
    getStyle() {
      return this._style;
    }
    addGeoJson(geoJson) {
      const features = geoJson.type === "FeatureCollection" ? geoJson.features : [geoJson];
      const added = features.map((feature) => {
        const made = new Feature(
          { id: feature.id, geometry: geometryFromGeoJson(feature.geometry), properties: feature.properties },
          this,
        );
        this._features.set(String(feature.id), made);
        return made;
      });
      this._draw();
      return added;
    }
    getFeatureById(id) {
      return this._features.get(String(id));
    }
    remove(feature) {
      this._features.delete(String(feature.getId()));
      this._draw();
    }
    forEach(callback) {
      for (const feature of [...this._features.values()]) callback(feature);
    }
    _styleOf(feature) {
      if (typeof this._style === "function") return this._style(feature) ?? {};
      return this._style ?? {};
    }
    /** Redraws on the next frame, as Google batches its own rendering. */
    _draw() {
      if (this._pending || !this._map) return;
      this._pending = true;
      requestAnimationFrame(() => {
        this._pending = false;
        const map = this._map;
        if (!map?._svg) return;
        const shapes = [];
        for (const feature of this._features.values()) {
          const style = this._styleOf(feature);
          const geometry = feature.getGeometry();
          const pixels = (path) => path.map((latLng) => map._toContainer(latLng));
          const line = (points) => points.map((p) => `${p.x},${p.y}`).join(" ");
          let shape;
          if (geometry.getType() === "Polygon") {
            shape = document.createElementNS(SVG, "polygon");
            shape.setAttribute("points", line(pixels(geometry.getArray()[0] ?? [])));
            shape.setAttribute("fill", style.fillColor ?? "#3f97e0");
            shape.setAttribute("fill-opacity", String(style.fillOpacity ?? 0.3));
            shape.setAttribute("stroke", style.strokeColor ?? "#3f97e0");
          } else if (geometry.getType() === "LineString") {
            shape = document.createElementNS(SVG, "polyline");
            shape.setAttribute("points", line(pixels(geometry.getArray())));
            shape.setAttribute("fill", "none");
            shape.setAttribute("stroke", style.strokeColor ?? "#3f97e0");
          } else {
            const [point] = pixels([geometry.get()]);
            shape = document.createElementNS(SVG, "circle");
            shape.setAttribute("cx", String(point.x));
            shape.setAttribute("cy", String(point.y));
            shape.setAttribute("r", "5");
            shape.setAttribute("fill", style.icon?.fillColor ?? "#3f97e0");
          }
          shape.dataset.featureId = String(feature.getId());
          shapes.push(shape);
        }
        map._svg.replaceChildren(...shapes);
      });
    }
  }
  Data.Feature = Feature;
  Data.Point = DataPoint;
  Data.LineString = DataLineString;
  Data.Polygon = DataPolygon;

  Object.assign(maps, {
    Map: FakeMap,
    OverlayView,
    Data,
    LatLng,
    LatLngBounds,
    Point,
    Size,
    MVCObject,
    event,
    importLibrary: async () => maps,
  });

  // The loader waits on the callback it named, as with Google's script.
  const callback = (params.get("callback") ?? "").split(".").reduce((owner, name) => owner?.[name], window);
  if (typeof callback === "function") callback();
})();
