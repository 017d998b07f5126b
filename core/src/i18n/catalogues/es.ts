/** Spanish (Español): every text of the English catalogue. */
import { productName } from '../../messages/catalogue.ts';
import type { Catalogue } from './index.ts';

export const es = {
  feedStillLoading: 'Importando datos sociales… Vuelve pronto.',
  feedNoAccounts: 'Añade cuentas para empezar',
  feedEmpty: 'Todavía no hay publicaciones que ver aquí.',
  feedImportFailed:
    'Parece que no hemos podido importar tus datos. Añade más cuentas para llenar tu feed.',
  feedImportFailedPostMore:
    'Parece que no hemos podido importar tus datos. Añade más cuentas para llenar tu feed o publica en las cuentas sociales que conectaste.',
  feedNoPrivatePosts: 'Parece que ahora mismo no tienes publicaciones privadas.',
  feedPrivatePostsExplained:
    'Las publicaciones de fuentes moderadas esperan aquí hasta que las apruebes. Activa la moderación de una fuente, o aprueba todas las publicaciones, para verlas aquí. Las publicaciones privadas solo están disponibles en los planes Pro, Premium y Prueba.',
  feedNoPublicPosts:
    'Ahora mismo no tienes publicaciones públicas. Ve a la sección Moderar para empezar a aprobar tus publicaciones privadas.',
  feedLoadTimeout:
    '¡Lo sentimos! Nuestros servidores tienen problemas para entregar tus publicaciones. ¡Vuelve a intentarlo pronto!',
  feedLoadTimeoutWaterfall: `¡Lo sentimos! ${productName} tiene problemas para entregar tus publicaciones. ¡Vuelve a intentarlo pronto!`,
  feedSearching: 'Buscando…',
  feedMorePosts: 'Más publicaciones',
  feedRefreshPosts: 'Actualizar publicaciones',
  postContentWarning: 'Advertencia de contenido',
  postShowPost: 'Mostrar publicación',
  postHidePost: 'Ocultar publicación',
  postShowMedia: 'Mostrar contenido multimedia',
  postDateEstimated:
    'Fecha estimada: la red no indicó ninguna, así que es el momento en que se obtuvo.',
  eventsNotEnabledInBuilder:
    'La función de eventos no está activada para los usuarios del creador de sitios web.',
  systemMaintenance: `Mantenimiento del sistema: ${productName} se está actualizando. Vuelve a intentarlo en unos minutos.`,
  gridTooLarge:
    'El ancho de columna o el alto de fila es demasiado grande para las dimensiones de la pantalla. Ajusta el ancho mínimo de columna o el alto mínimo de fila en el panel de control, arriba a la derecha de la pantalla.',
  shareEmailSubject: '¡Mira este enlace que he encontrado!',
  poweredBy: `Con la tecnología de ${productName}`,
  wallSearchLabel: 'Buscar en este muro',
  wallSearch: 'Buscar',
  wallAllPosts: 'Todas las publicaciones',
  wallCollections: 'Colecciones',
  wallNetworkAccounts: 'Cuentas de {network}',
  wallPosts: 'Publicaciones',
  wallPostsSlider: 'Carrusel de publicaciones',
  overlayClose: 'Cerrar',
  overlayHashtags: 'Hashtags',
  shareLabel: 'Compartir',
  shareEmail: 'Correo electrónico',
  imageFallbackAlt: 'Imagen',
  gridControls: 'Controles de la cuadrícula',
  gridRefitHint: 'Flecha arriba o abajo: volver a ajustar la cuadrícula',
  gridWidth: 'Ancho de la cuadrícula',
  gridHeight: 'Alto de la cuadrícula',
  gridPadding: 'Margen de la cuadrícula',
  waterfallControls: 'Controles de la cascada',
  waterfallSpeed: 'Velocidad de la cascada',
  mosaicEmpty: 'Todavía no hay publicaciones con imagen.',
  mosaicPosts: 'Publicaciones (las flechas pasan de un mosaico a otro)',

  wallNameBlank: 'El nombre no puede estar vacío.',
  wallUserNameMissing: 'Introduce la dirección del muro.',
  wallCreateFailed: 'Se produjo un error al crear el muro. Inténtalo de nuevo más tarde.',
  wallDeleteFailed: 'Algo salió mal al eliminar tu muro.',
  wallDeleted: 'Muro eliminado correctamente.',
  wallDeleteConfirm: 'Escribe «delete» para confirmar.',
  wallNeedsOneAccount: 'Al menos una cuenta debe poder acceder a este muro.',
  wallInactive: 'Inactivo',
  analyticsActivationFailed: 'Se produjo un error al activar tus estadísticas.',
  requestWrong: 'Algo no estaba bien en tu solicitud.',
  requestProblem: 'Hubo un problema al completar tu solicitud.',
  tooManyRequests: 'Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.',
  notFound: 'No se ha encontrado esta página.',
  tokenExpired: 'El token ha caducado. Haz clic aquí para renovarlo.',
  noAccountsYet: 'Todavía no se han añadido cuentas.',
  ownerNothingYet:
    'Aquí no hay nada todavía. Las publicaciones llegan de las fuentes y publicaciones que añades en Contenido; con la aprobación manual activada, esperan en Publicaciones privadas hasta que las apruebes.',
  connectFailed:
    'Se produjo un error al conectar tu cuenta. Si el problema continúa, contacta con el soporte.',
  upgradeRequired: 'Esta función no está incluida en tu plan. Mejora tu plan para usarla.',
  feedAllowanceLow: 'Estás cerca del límite de feeds. Mejora tu plan para añadir más feeds.',

  signInRequired: 'Inicia sesión para continuar.',
  signInFailed: 'Nombre de usuario o contraseña incorrectos.',
  notAllowed: 'Tu cuenta no tiene permiso para hacer eso.',
  fieldTooLong:
    '{field} debe tener como máximo {max, plural, one {# carácter} other {# caracteres}}.',
  fieldControlCharacters: '{field} no debe contener caracteres de control como NUL.',
  fieldUrlScheme: '{field} debe ser una dirección http:// o https://.',
  feedAddressScheme:
    'Solo se pueden leer feeds http:// y https://; las direcciones «{scheme}» no son compatibles.',
  feedAddressPrivate:
    '{host} es una dirección privada o local ({address}) que este servidor no lee. Su administrador puede permitir el rango en la pantalla de administración (feeds de intranet) o con CHORUS_FETCH_ALLOW.',
  accountSuspended:
    'Esta cuenta está suspendida. Pide al administrador de este Chorus que la restablezca.',
  adminOnly: 'Solo el administrador de este Chorus puede hacer eso.',
  adminCannotSuspendSelf: 'No puedes suspender tu propia cuenta.',
  signupInviteOnly:
    'El registro en este Chorus es solo por invitación. Pide un enlace de invitación a su administrador.',
  signupInviteUsed:
    'Este enlace de invitación ya se ha usado o no existe. Pide uno nuevo al administrador.',

  unsubscribeFailed:
    'Se produjo un error al cancelar tu suscripción. Contacta con el soporte para que podamos cancelarla manualmente.',
  informationUpdated: 'Tu información se actualizó correctamente',
  errorWithDetail: 'Se produjo un error: {error}',
  stripeUnreachable:
    'Se produjo un error al contactar con Stripe. Actualiza la página y vuelve a intentarlo.',
  cardUpdateFailed: 'Se produjo un error al actualizar la tarjeta: {message}',
  realtimeTestStarted: 'Prueba de actualizaciones insTINT iniciada.',
  realtimeTestFailed:
    'Lo sentimos, hubo un problema al iniciar la prueba de actualizaciones insTINT.',
  trialEndingSoon:
    'Tu prueba termina en menos de un día. Elige un plan para mantener tus muros en línea.',
  trialActive: 'Estás usando una prueba gratuita.',
  chargeFailed: 'No pudimos cobrar en tu tarjeta. Actualiza los datos de tu tarjeta.',
  cardDeclined: 'Tu tarjeta fue rechazada. Actualízala para reactivar tus muros.',

  enterpriseUsernameTaken: 'El nombre de usuario ya existe. Prueba con otro.',
  enterpriseEmailTaken: 'Ya existe una cuenta con este correo electrónico. Prueba con otro.',
  enterpriseResponseUnparsable: 'No se pudo leer la respuesta del servidor.',
  enterpriseSaveFailed: 'No se pudo guardar la cuenta.',
  enterpriseDeleteFailed: 'Se produjo un error al eliminar la cuenta.',
  enterpriseCreated: '¡Cuenta creada!',
  enterpriseModified: '¡Cuenta modificada!',
  enterpriseDeleted: 'Cuenta eliminada correctamente',
  enterpriseOwnershipAdded: '¡Titularidad de la cuenta añadida!',
  enterpriseOwnershipRemoved: 'Titularidad de la cuenta eliminada correctamente',
  enterpriseFetchFailed: 'No se pudieron obtener las cuentas.',
  enterpriseUsernameTooShort:
    'El nombre de usuario debe tener al menos {min, plural, one {# carácter} other {# caracteres}}.',
  enterprisePasswordTooShort:
    'La contraseña debe tener al menos {min, plural, one {# carácter} other {# caracteres}}.',
  enterpriseEmailRequired: 'El correo electrónico es obligatorio.',
  enterpriseEmailInvalid: 'Introduce una dirección de correo electrónico válida.',
  enterpriseNoLicenses: 'Todas tus licencias de cuenta están en uso.',
  enterpriseCannotGrant: 'Solo puedes conceder los permisos que tiene tu propia cuenta.',

  referralNotEnoughCredits: 'No tienes suficientes créditos.',
  mapLoadFailed: 'No se pudo cargar la API de Google Maps',
  mapLocationLookupFailed: 'No se pudo contactar con FourSquare para la ubicación.',
  mapQueryAndNearRequired: 'introduce una búsqueda y un lugar válidos',

  hashtagRequired: 'Introduce un hashtag.',
  geoRequired: 'Introduce una latitud, una longitud y un radio.',
  geoInvalid: 'Latitud o longitud no válida.',
  rssUrlRequired: 'Introduce una URL de RSS.',
  rssUrlInvalid: 'URL no válida (¿te falta el «http://»?)',
  userIdMissing: 'No se indicó el id de usuario (contacta con el soporte).',
  fieldInvalid: 'Indica un valor válido para «{field}».',
  themeNotInstalled:
    'El tema «{name}» no está instalado en este servidor: elige un tema instalado.',

  embedHeightRequired: 'El alto es obligatorio.',
  embedWidthRequired: 'El ancho es obligatorio.',

  postSaved: 'Publicación guardada correctamente.',
  postSaveFailed: 'No se pudo guardar la publicación.',
  postImageChanged: 'Imagen cambiada correctamente.',
  postRejectFailed: 'No se pudo rechazar la publicación.',
  postApproveFailed: 'No se pudo aprobar la publicación.',
  postPinFailed: 'No se pudo fijar arriba.',
  postUnpinFailed: 'No se pudo desfijar.',
  postHighlightFailed: 'No se pudo destacar la publicación.',
  uploadFailed: 'Se produjo un error al subir el archivo.',
  uploadError: 'Error al subir el archivo.',

  signInUsernameMissing: 'Introduce tu nombre de usuario o correo electrónico.',
  signInPasswordMissing: 'Introduce tu contraseña.',
  wallCreated: 'Tu muro {name} está listo.',
  wallSwitchedOn: '{name} está activado.',
  wallSwitchedOff: '{name} está desactivado.',
  wallSwitchLocked: 'Tu plan no admite otro muro en estado «{state}».',

  slideshowRegion: 'Presentación',
  slideshowControls: 'Controles de la presentación',
  slideshowBack: 'Publicación anterior',
  slideshowForward: 'Publicación siguiente',
  slideshowPlay: 'Reproducir',
  slideshowPause: 'Pausar',
  slideshowAnimation: 'Animación',
  slideshowTransition: 'Tiempo por publicación',
  slideshowSeconds: '{seconds} s',
  slideshowFullscreen: 'Pantalla completa',
  slideshowExitFullscreen: 'Salir de pantalla completa',
  slideshowEdit: 'Editar',
  slideshowPreview: 'Vista previa',
  slideshowPosition: 'Publicación {current} de {total}',
  qaQuestion: 'Pregunta',
  qaUpNext: 'A continuación',

  editSourceConnected: '{label} está conectado. Sus publicaciones están en camino.',
  editSourceRemoved: '{label} se ha eliminado, junto con sus publicaciones.',
  editSourceModerated: 'Las publicaciones de {label} ahora esperan tu aprobación.',
  editSourceUnmoderated: 'Las publicaciones de {label} ahora aparecen al instante.',
  editSourceOk: 'Conectado; última importación {time}.',
  editSourceRateLimited: 'La red nos pidió ir más despacio; próxima importación después de {time}.',
  editSourceFailing: 'La importación falló: {error}',
  editSourcePaused: 'En pausa: no se importan publicaciones nuevas.',
  editSourceQuotaSpent: 'Limitado hasta {time}.',
  editSourceQuotaLeft: 'Quedan {remaining} de {limit} solicitudes hasta {time}.',
  editSourceQuotaLeftNoReset: 'Quedan {remaining} de {limit} solicitudes.',
  editSourceQuotaSearchesLeft: 'Quedan {remaining} de {limit} búsquedas hasta {time}.',
  editSourceQuotaSearchesLeftNoReset: 'Quedan {remaining} de {limit} búsquedas.',
  editSourceQuotaRemaining: 'Quedan {remaining} solicitudes hasta {time}.',
  editSourceQuotaDaily: 'Cuota diaria: {used} de {limit} unidades usadas.',
  editSourceCredentialsSaved: 'Datos de acceso guardados; no se volverán a mostrar.',
  editPopupBlocked:
    'Tu navegador bloqueó la ventana de inicio de sesión. Permite las ventanas emergentes para este sitio y vuelve a intentarlo.',
  editSettingsSaved: 'Guardado.',
  editAnalyticsInactive:
    'Las estadísticas no están activadas para este muro. Chorus todavía no cuenta visitas: los informes llegarán en una versión posterior.',
  editAnalyticsActive:
    'Las estadísticas están activadas para este muro. Chorus todavía no cuenta visitas: los informes llegarán en una versión posterior.',
  editAnalyticsActivated: 'Estadísticas activadas.',

  pageLoading: 'Cargando…',

  postApproved: 'Publicación aprobada.',
  postRejected: 'Publicación rechazada: vuelve a esperar en Publicaciones privadas.',
  postDeleted: 'Publicación eliminada.',
  postDeleteFailed: 'No se pudo eliminar la publicación.',
  postDeleteConfirm:
    '¿Mover esta publicación a la papelera? Se puede restaurar durante 30 días; una nueva importación no la traerá de vuelta.',
  postPinned: 'Publicación fijada arriba.',
  postUnpinned: 'Publicación desfijada.',
  postHighlighted: 'Publicación destacada.',
  postUnhighlighted: 'La publicación ya no está destacada.',
  postDisplayed: 'Publicación mostrada ahora en todas las pantallas en directo.',
  postDisplayFailed: 'No se pudo mostrar la publicación.',
  bulkApproveProgress: 'Aprobando {done} de {total}…',
  bulkApproveDone:
    '{count, plural, one {# publicación aprobada} other {# publicaciones aprobadas}}.',
  bulkApprovePartial: '{approved} de {total} publicaciones aprobadas; {failed} fallaron.',
  moderationNewPosts:
    '{count, plural, one {# publicación nueva} other {# publicaciones nuevas}} por moderar.',
  embedCodeCopied: 'Código de inserción copiado.',
  whiteLabelLinksReady:
    'Los enlaces de marca blanca están listos. Cualquiera con un enlace puede moderar este muro.',

  screenBlockedAuthor: 'Autor bloqueado {author}.',
  screenAllowedAuthor: 'Autor permitido {author}.',
  screenBlockedWord: 'Contiene la palabra bloqueada «{word}».',
  screenProfanity: 'Contiene palabras malsonantes.',
  screenMissingHashtag: 'No lleva ninguno de {hashtags}.',
  screenNoImage: 'No tiene imagen.',
  screenHasLink: 'Contiene un enlace.',
  screenTooShort: 'Tiene menos de {characters, plural, one {# carácter} other {# caracteres}}.',
  screenLanguage: 'Escrito en un idioma no permitido ({language}).',
  screenDuplicate: 'El mismo texto o imagen que la publicación {postId}.',
  screenRulesSaved: 'Reglas de filtrado guardadas.',
  screenRulesRescreened:
    'Reglas de filtrado guardadas; las publicaciones pendientes se filtraron de nuevo y {count} de ellas se movieron.',
  screenRulesSaveFailed: 'Las reglas de filtrado no se guardaron. Revisa los campos marcados.',
  postRestored: 'Publicación devuelta al muro.',
  postRestoreFailed: 'Esta publicación ya no está en la papelera.',
  postPurged: 'Publicación eliminada definitivamente.',
  trashEmptied: 'Papelera vaciada.',
  actionUndone: 'Se deshizo tu última acción.',
  nothingToUndo: 'No hay nada tuyo que deshacer en este muro.',
  trashEmptyConfirm:
    '¿Eliminar definitivamente todas las publicaciones de la papelera? Una nueva importación no las traerá de vuelta.',

  scheduleExpiresBeforePublish: 'La publicación debe salir del muro después de publicarse.',
  scheduleExpiresInPast: 'El momento en que la publicación sale del muro debe estar en el futuro.',
  shuffleSaved: 'Mezcla de publicaciones guardada.',
  shuffleIdleMinutesRange: 'Elige entre {min} y {max} minutos.',

  oauthConnected: '{network} está conectado. Esta ventana se cierra sola.',
  oauthDenied:
    'Se canceló el inicio de sesión en {network}, así que no cambió nada. Cierra esta ventana.',
  oauthExpired:
    'Esta ventana de inicio de sesión caducó o ya se usó. Ciérrala y vuelve a conectar.',
  oauthFailed:
    '{network} no aceptó el inicio de sesión ({reason}). Cierra esta ventana y vuelve a intentarlo.',
  oauthNotConfigured:
    'El inicio de sesión con {network} no está configurado en este servidor Chorus. Pide a su administrador que defina {variable}.',
  oauthClose: 'Cerrar esta ventana',

  // Owner app: the dashboard's wall cards and their next steps (issue 15; Chorus wording)
  dashboardWallsView: 'Mostrar los muros como',
  dashboardCardsView: 'Tarjetas',
  dashboardTableView: 'Tabla',
  wallCardActive: 'Activo',
  wallCardApproved: 'Publicaciones aprobadas',
  wallCardPending: 'Esperando moderación',
  wallCardSources: 'Fuentes',
  wallCardSourcesFailing: 'Fuentes que necesitan atención: {count}',
  wallCardViewers: 'Viendo ahora: {count}',
  wallThumbnailPicture: 'Una imagen reciente de {name}',
  wallThumbnailTheme: 'Tema {theme}, aún sin imágenes',
  wallNoSources: 'Ninguna fuente alimenta este muro todavía.',
  wallAddSource: 'Añadir una fuente',
  wallPendingNext: 'Hay publicaciones esperando tu aprobación.',
  wallModerate: 'Moderar',
  dashboardPostsColumn: 'Publicaciones',
} as const satisfies Catalogue;
