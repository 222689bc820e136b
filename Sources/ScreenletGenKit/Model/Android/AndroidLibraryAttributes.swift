/// The attributes the libraries an Android screenlet module builds with declare (Screens for
/// Android 5.1.0, AndroidX core and RecyclerView), by name, with their format: a screenlet's
/// `declare-styleable` names one of these without a format (a second format is an aapt error),
/// and declares any other with the format its property reads. Made from those libraries'
/// `res/values*/*.xml` (../shared/tools/android's `res/`), every `<attr name= format=>` and
/// every `<attr>` of `<enum>`s (`enum`).
enum AndroidLibraryAttributes {

	static let formats: [String: String] = Dictionary(uniqueKeysWithValues: """
		actionViewId:reference anonymousApiPassword:string anonymousApiUserName:string articleId:string audiolayoutId:reference autoLoad:boolean
		autoLogin:boolean autoScrollOnValidation:boolean autoloadDraftEnabled:boolean autosaveDraftEnabled:boolean basicAuthMethod:enum blogsLayoutId:reference
		cachePolicy:enum checkboxFieldLayoutId:reference className:string classNameId:string classPK:string commentId:string
		companyId:string cookieExpirationTime:integer credentialsStorage:enum dateFieldLayoutId:reference documentFieldLayoutId:reference editable:boolean
		entryId:string fastScrollEnabled:boolean fastScrollHorizontalThumbDrawable:reference fastScrollHorizontalTrackDrawable:reference fastScrollVerticalThumbDrawable:reference fastScrollVerticalTrackDrawable:reference
		filePrefix:string firstPageSize:integer folderId:string font:reference fontProviderAuthority:string fontProviderCerts:reference
		fontProviderFetchTimeout:integer fontProviderPackage:string fontProviderQuery:string fontStyle:enum fontVariationSettings:string fontWeight:integer
		formInstanceId:integer geoFieldLayoutId:reference groupId:string imageScaleType:enum imagelayoutId:reference javascriptEnabled:boolean
		labelFields:string layoutId:reference layoutManager:string locale:string loginMode:enum male:boolean
		mimeTypes:string numberFieldLayoutId:reference oauth2ClientId:string oauth2ClientSecret:string oauth2Redirect:string oauth2Scopes:string
		obcClassName:string pageSize:integer pdflayoutId:reference placeholder:reference placeholderScaleType:enum portletItemName:string
		portraitId:string radioFieldLayoutId:reference recordId:string recordSetId:string repositoryId:string reverseLayout:boolean
		selectFieldLayoutId:reference shouldHandleCookieExpiration:boolean spanCount:integer stackFromEnd:boolean structureId:string syncFormTimeout:integer
		templateId:string textAreaFieldLayoutId:reference textFieldLayoutId:reference themeName:string ttcIndex:integer updateEnabled:boolean
		userId:string uuid:string videolayoutId:reference webDisplayLayoutId:reference  
		""".split(whereSeparator: \.isWhitespace).map { entry in
			let parts = entry.split(separator: ":")
			return (String(parts[0]), String(parts[1]))
		})
}
